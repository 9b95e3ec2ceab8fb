import { useState } from "react";
import { useTranslation } from "~/lib/translations";
import { Bug, CalendarCheck, LifeBuoy, Mail, MessageSquare, Newspaper, type LucideIcon } from "lucide-react";
import { useShell } from "~/components/shell/shell-context";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import { VISITOR_FORM_PATHS, opensDialog } from "./visitor-paths";

const ContactDialog = lazyDialog(() => import("./contact-dialog").then((m) => m.ContactDialog));
const IssueDialog = lazyDialog(() => import("./issue-dialog").then((m) => m.IssueDialog));
const NewsletterDialog = lazyDialog(() => import("./newsletter-dialog").then((m) => m.NewsletterDialog));

type Open = "contact" | "feedback" | "newsletter" | "report" | "support" | null;

const ENTRIES: Array<{ key: Exclude<Open, null> | "event"; icon: LucideIcon }> = [
  { key: "contact", icon: Mail },
  { key: "feedback", icon: MessageSquare },
  { key: "newsletter", icon: Newspaper },
  { key: "report", icon: Bug },
  { key: "support", icon: LifeBuoy },
  { key: "event", icon: CalendarCheck },
];

/**
 * The footer's "Get in touch" column: every visitor form, reachable from any page. Each entry is a link
 * to the form's own page, where it works before JavaScript loads; once it has, the link opens the form
 * in a dialog instead.
 */
export function FooterForms() {
  const { t } = useTranslation();
  const { openEventRegistration } = useShell();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <nav aria-labelledby="footer-forms-title">
      <h2 id="footer-forms-title" className="mb-2 font-semibold">
        {t("visitorForms.getInTouch")}
      </h2>
      <ul className="space-y-1 text-sm">
        {ENTRIES.map(({ key, icon: Icon }) => (
          <li key={key}>
            <a
              href={VISITOR_FORM_PATHS[key]}
              className="link link-hover inline-flex min-h-6 items-start gap-2 py-1 text-left"
              onClick={(e) => {
                if (!opensDialog(e)) return;
                if (key === "event") openEventRegistration();
                else setOpen(key);
              }}
              data-testid={`open-${key}`}
            >
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {t(`visitorForms.open.${key}`)}
            </a>
          </li>
        ))}
      </ul>
      <ContactDialog kind="contact" open={open === "contact"} onClose={close} />
      <ContactDialog kind="feedback" open={open === "feedback"} onClose={close} />
      <NewsletterDialog open={open === "newsletter"} onClose={close} />
      <IssueDialog kind="report" open={open === "report"} onClose={close} />
      <IssueDialog kind="support" open={open === "support"} onClose={close} />
    </nav>
  );
}
