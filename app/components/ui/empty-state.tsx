import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Inbox } from "lucide-react";

/** Shared empty-state panel. */
export function EmptyState({
  title,
  text,
  icon: Icon = Inbox,
  action,
}: {
  title: string;
  text?: string;
  icon?: LucideIcon;
  action?: ReactNode;
}) {
  return (
    <div className="card border border-dashed border-base-300 bg-base-100" data-testid="empty-state">
      <div className="card-body items-center text-center">
        <Icon aria-hidden="true" className="size-10 text-base-content/60" />
        <h2 className="card-title">{title}</h2>
        {text ? <p className="max-w-md text-base-content/80">{text}</p> : null}
        {action ? <div className="card-actions mt-2">{action}</div> : null}
      </div>
    </div>
  );
}
