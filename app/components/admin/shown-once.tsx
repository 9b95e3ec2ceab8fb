import { Copy } from "lucide-react";
import { useTranslation } from "~/lib/translations";
import { useToast } from "~/components/ui/toast";

/** A secret the server answers once (an API token, a webhook's signing secret), with a copy button. */
export function ShownOnce({
  value,
  text,
  label,
  testId,
  valueTestId,
}: {
  value: string;
  text: string;
  label: string;
  testId: string;
  valueTestId: string;
}) {
  const { t } = useTranslation();
  const { toast } = useToast();
  async function copy() {
    await navigator.clipboard.writeText(value);
    toast({ title: t("admin.access.copied"), variant: "success" });
  }
  return (
    // Not daisyUI's .alert: it lays children out as grid columns, which squeezed the value to one character a line.
    <div role="status" className="space-y-2 rounded-box border border-info bg-base-200 p-4" data-testid={testId}>
      <p className="font-semibold">{text}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          className="block min-w-0 flex-1 overflow-x-auto whitespace-nowrap rounded bg-base-100 p-2 font-mono text-sm text-base-content"
          tabIndex={0}
          aria-label={label}
          data-testid={valueTestId}
        >
          {value}
        </code>
        <button type="button" className="btn btn-sm shrink-0" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" /> {t("admin.access.copy")}
        </button>
      </div>
    </div>
  );
}
