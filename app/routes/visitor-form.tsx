import { data } from "react-router";
import { useTranslation } from "~/lib/translations";
import type { Route } from "./+types/visitor-form";
import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/meta";
import { formAction, intent } from "~/lib/form-action.server";
import { ContactForm } from "~/components/forms/contact-dialog";
import { IssueForm } from "~/components/forms/issue-dialog";
import { NewsletterForm } from "~/components/forms/newsletter-dialog";
import { EventRegistrationForm } from "~/components/forms/event-registration-dialog";
import { VISITOR_FORMS, VISITOR_FORM_PATHS, type VisitorForm } from "~/components/forms/visitor-paths";
import { ContactSchema, FeedbackSchema } from "@shared/forms/contact.schema";
import { IssueSchema } from "@shared/forms/issue.schema";
import { NewsletterSchema } from "@shared/forms/newsletter.schema";
import { EventRegistrationSchema } from "@shared/forms/event.schema";
import type { TranslatedHandle } from "@shared/i18n/language";
import type { CachedHandle } from "@shared/page-cache";
import { keepDataAfterRefusal } from "~/lib/form-result";

/**
 * The visitor forms' own pages (spec visitor §3/§4/§8): where the footer's links lead before
 * JavaScript loads, and whose action answers each form, in its footer dialog or on the page, with or
 * without JavaScript. One module, one route per form (app/routes.ts).
 */
function kindOf(pathname: string): VisitorForm | undefined {
  return VISITOR_FORMS.find((kind) => VISITOR_FORM_PATHS[kind] === pathname.replace(/\/+$/, ""));
}

export function loader({ request }: Route.LoaderArgs) {
  const kind = kindOf(new URL(request.url).pathname);
  if (!kind) throw data(null, { status: 404 });
  return { kind };
}

export const meta = (args: Route.MetaArgs) => pageMeta(`${args.loaderData?.kind ?? "contact"}Form`)(args);

export const handle: TranslatedHandle & CachedHandle = {
  i18n: ["registrations"],
  // The page shows no data; its POSTs are never cached.
  cache: { tags: [], maxAgeSeconds: 30 },
};

/** A refused write changed nothing: the page keeps its data. */
export const shouldRevalidate = keepDataAfterRefusal;

export const action = formAction({
  contact: intent(ContactSchema, (trpc, input) => trpc.forms.contact(input)),
  feedback: intent(FeedbackSchema, (trpc, input) => trpc.forms.feedback(input)),
  report: intent(IssueSchema, (trpc, input) => trpc.forms.report(input)),
  support: intent(IssueSchema, (trpc, input) => trpc.forms.support(input)),
  event: intent(EventRegistrationSchema, (trpc, input) => trpc.forms.event(input)),
  // The form is kept, then the address subscribed: a 409 (already subscribed) comes from the second.
  newsletter: intent(NewsletterSchema, async (trpc, input) => {
    await trpc.forms.newsletter(input);
    return trpc.newsletter.subscribe(input);
  }),
});

function Form({ kind }: { kind: VisitorForm }) {
  switch (kind) {
    case "contact":
    case "feedback":
      return <ContactForm kind={kind} />;
    case "report":
    case "support":
      return <IssueForm kind={kind} />;
    case "newsletter":
      return <NewsletterForm />;
    case "event":
      return <EventRegistrationForm />;
  }
}

export default function VisitorFormPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { kind } = loaderData;
  const title = t(`pages.${kind}Form.title`);
  return (
    <>
      <PageHeader
        title={title}
        description={t(`pages.${kind}Form.description`)}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: title }]}
      />
      <div className="card max-w-2xl border border-base-300 bg-base-100 p-6">
        {/* Keyed: each form keeps its own state when one page links to another. */}
        <Form key={kind} kind={kind} />
      </div>
    </>
  );
}
