import type { ReactNode } from "react";
import { Form, useSearchParams } from "react-router";

/**
 * A page's filters as a plain GET form: before the script loads (or without it) its button loads the
 * page again with the chosen values, keeping `?lang=`; once hydrated, `onApply` gets the values instead
 * and the page changes its address itself.
 */
export function FilterForm({
  className,
  onApply,
  children,
}: {
  className: string;
  onApply: (values: FormData) => void;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  const lang = params.get("lang");
  return (
    <Form
      method="get"
      className={className}
      role="search"
      preventScrollReset
      onSubmit={(e) => {
        e.preventDefault();
        onApply(new FormData(e.currentTarget));
      }}
    >
      {lang ? <input type="hidden" name="lang" value={lang} /> : null}
      {children}
    </Form>
  );
}
