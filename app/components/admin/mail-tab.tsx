import { useState } from "react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy, Mail, Send } from "lucide-react";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { IntentForm, useIntent, type IntentCall } from "~/components/forms/use-intent";
import { MAIL_STATES, MailPageSchema, type MailState } from "@shared/forms/mail.schema";
import { formatDateTime } from "@shared/format";
import { describeMutationError, validateForm } from "~/lib/forms";
import { useTRPC } from "~/lib/trpc";
import { Pagination, TableSummary } from "./pager";
import { FilterForm, FilterSelect, usePagedTable } from "./paged-table";
import type { AdminMail, AdminMailResend } from "./types";

/** The tab's writes post to /admin; a post without JavaScript comes back to this tab. */
const MAIL_ACTION = "/admin?tab=mail";
const NO_FILTERS = { q: "", state: "" };

const STATE_TONE: Record<MailState, string> = {
  waiting: "badge-warning",
  retrying: "badge-warning",
  failed: "badge-error",
  sent: "badge-success",
};

type Resend = IntentCall<{ id: string }, AdminMailResend>;

/** Web addresses in a text body, each once, without the punctuation that ends a sentence around them. */
export function linksIn(body: string) {
  const found = body.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?)\]}]+$/, "")))];
}

/**
 * Admin → Mail: every mail the platform wrote, newest first, a page at a time — the outbox (where mail
 * waits, and all of it stays while no SMTP server is set up) and what was sent — each one readable whole
 * (its text, and its links to copy: an invitation's is the point) and sendable again.
 */
export function MailTab() {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [reading, setReading] = useState<AdminMail | null>(null);
  const table = usePagedTable({
    empty: NO_FILTERS,
    pageSize: 20,
    check: (draft) => validateForm(MailPageSchema, draft, t).errors,
    useRows: (input) => useQuery(trpc.admin.mail.list.queryOptions(input, { placeholderData: keepPreviousData })),
  });
  const { query, total, page, pages } = table;
  const rows = table.rows as AdminMail[];
  const resend: Resend = useIntent<{ id: string }, AdminMailResend>({
    action: MAIL_ACTION,
    intent: "resendMail",
    invalidate: () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.admin.mail.list.pathFilter()),
        queryClient.invalidateQueries(trpc.admin.auditEvents.pathFilter()),
      ]),
    onSuccess: (data) => {
      setReading(null);
      toast({
        title: data.repeated ? t("admin.outbox.alreadyQueued") : t("admin.outbox.queued", { email: data.mail.to }),
        variant: "success",
      });
    },
    failureToast: { title: t("admin.outbox.resendFailed") },
  });
  const date = (value: Date | string) => formatDateTime(i18n.language, value);

  return (
    <section aria-labelledby="admin-mail" className="space-y-4" data-testid="mail-tab">
      <h2 id="admin-mail" className="text-xl font-bold">
        {t("admin.outbox.title")}
      </h2>
      <p className="text-sm text-base-content/80">{t("admin.outbox.intro")}</p>
      {query.data?.delivery === "log" ? (
        <div role="note" className="alert alert-warning" data-testid="mail-no-smtp">
          <Mail aria-hidden="true" className="size-5" />
          <p>{t("admin.outbox.noSmtp")}</p>
        </div>
      ) : null}
      <FilterForm
        table={table}
        label={t("admin.outbox.filters")}
        className="grid gap-3 sm:grid-cols-2"
        actionsClassName="sm:col-span-2"
        applyTestId="mail-apply"
      >
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${table.id}-q`} className="text-sm font-medium">
            {t("admin.outbox.search")}
          </label>
          <input
            id={`${table.id}-q`}
            type="search"
            name="q"
            className="input input-bordered w-full"
            value={table.draft.q}
            onChange={table.set("q")}
            maxLength={254}
            aria-invalid={table.errors.q ? true : undefined}
            aria-describedby={`${table.id}-q-hint${table.errors.q ? ` ${table.id}-q-error` : ""}`}
            data-testid="mail-search"
          />
          <p id={`${table.id}-q-hint`} className="text-xs text-base-content/80">
            {t("admin.outbox.searchHint")}
          </p>
          {table.errors.q ? (
            <p id={`${table.id}-q-error`} className="text-sm text-error" data-testid="field-error">
              {table.errors.q}
            </p>
          ) : null}
        </div>
        <FilterSelect
          table={table}
          name="state"
          label={t("admin.outbox.state")}
          any={t("admin.outbox.anyState")}
          options={MAIL_STATES.map((s) => [s, t(`admin.outbox.states.${s}`)])}
        />
      </FilterForm>
      <TableSummary
        text={query.isFetching && !query.data ? t("admin.outbox.loading") : t("admin.outbox.total", { count: total })}
        pageSize={table.pageSize}
        onPageSize={table.setPageSize}
        testId="mail"
      />
      {query.error ? (
        <p role="alert" className="text-error">
          {describeMutationError(query.error, t("admin.outbox.loadFailed")).message}
        </p>
      ) : query.data && rows.length === 0 ? (
        <p className="rounded-box bg-base-100 p-4 text-sm text-base-content/80" data-testid="mail-empty">
          {t("admin.outbox.none")}
        </p>
      ) : rows.length ? (
        <div
          className="overflow-x-auto rounded-box bg-base-100 shadow-sm"
          tabIndex={0}
          role="region"
          aria-labelledby="admin-mail"
        >
          <table className="table" aria-busy={query.isFetching || undefined} data-testid="mail-table">
            <caption className="sr-only">{t("admin.outbox.caption", { page, pages, total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.outbox.mail")}</th>
                <th scope="col" className="hidden sm:table-cell">
                  {t("admin.outbox.written")}
                </th>
                <th scope="col" className="hidden sm:table-cell">
                  {t("admin.outbox.state")}
                </th>
                <th scope="col">{t("admin.outbox.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m.id} data-testid="mail-row" data-to={m.to} data-state={m.state}>
                  <th scope="row" className="min-w-40 font-normal">
                    <button
                      type="button"
                      className="link link-hover min-h-6 text-left font-medium break-words"
                      onClick={() => setReading(m)}
                      aria-label={t("admin.outbox.readFor", { subject: m.subject, email: m.to })}
                      data-testid="mail-read"
                    >
                      {m.subject}
                    </button>
                    <span className="block text-sm break-all text-base-content/80" data-testid="mail-to">
                      {m.to}
                    </span>
                    {m.resentFromId ? (
                      <span className="block text-xs text-base-content/80" data-testid="mail-resent-by">
                        {m.resentBy ? t("admin.outbox.resentBy", { name: m.resentBy }) : t("admin.outbox.resent")}
                      </span>
                    ) : null}
                    {/* On a phone the written and state columns fold in here, beside the actions. */}
                    <span className="mt-1 block text-sm sm:hidden">{date(m.createdAt)}</span>
                    <span className="mt-1 block sm:hidden">
                      <MailStateText mail={m} testId="mail-state-phone" />
                    </span>
                  </th>
                  <td className="hidden whitespace-nowrap sm:table-cell">{date(m.createdAt)}</td>
                  <td className="hidden sm:table-cell">
                    <MailStateText mail={m} />
                  </td>
                  <td>
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className="btn btn-sm min-h-6"
                        onClick={() => setReading(m)}
                        aria-label={t("admin.outbox.readFor", { subject: m.subject, email: m.to })}
                      >
                        {t("admin.outbox.read")}
                      </button>
                      <ResendButton call={resend} mail={m} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination page={page} pages={pages} label={t("admin.outbox.pagination")} onPage={table.setPage} />
      <Dialog
        open={!!reading}
        onClose={() => setReading(null)}
        title={reading?.subject ?? t("admin.outbox.title")}
        description={reading ? t("admin.outbox.readerText", { email: reading.to }) : undefined}
        wide
      >
        {reading ? <MailReader mail={reading} resend={resend} onClose={() => setReading(null)} /> : null}
      </Dialog>
    </section>
  );
}

/** Where a mail is, in words: a badge, then when it was sent, its next try, or why it failed. */
function MailStateText({ mail, testId = "mail-state" }: { mail: AdminMail; testId?: string }) {
  const { t, i18n } = useTranslation();
  const date = (value: Date | string) => formatDateTime(i18n.language, value);
  const detail =
    mail.state === "sent" && mail.sentAt
      ? t("admin.outbox.sentAt", { date: date(mail.sentAt) })
      : mail.state === "retrying"
        ? t("admin.outbox.nextTry", { count: mail.attempts, date: mail.nextAttemptAt ? date(mail.nextAttemptAt) : "—" })
        : mail.state === "failed"
          ? t("admin.outbox.gaveUp", { count: mail.attempts })
          : mail.loggedAt
            ? t("admin.outbox.keptHere")
            : t("admin.outbox.toBeSent");
  return (
    <span className="block space-y-1" data-testid={testId}>
      <span className={`badge whitespace-nowrap ${STATE_TONE[mail.state]}`}>{t(`admin.outbox.states.${mail.state}`)}</span>
      <span className="block text-sm">{detail}</span>
      {mail.error ? <span className="block text-xs break-words text-base-content/80">{mail.error}</span> : null}
    </span>
  );
}

function ResendButton({ call, mail, inDialog }: { call: Resend; mail: AdminMail; inDialog?: boolean }) {
  const { t } = useTranslation();
  const sending = call.busy && call.sending?.id === mail.id;
  return (
    <IntentForm call={call} input={{ id: mail.id }}>
      <button
        type="submit"
        className={`btn btn-sm btn-outline min-h-6 ${inDialog ? "btn-primary" : ""}`}
        disabled={call.busy}
        aria-label={inDialog ? undefined : t("admin.outbox.resendFor", { subject: mail.subject, email: mail.to })}
        data-testid="mail-resend"
      >
        <Send aria-hidden="true" className="size-4" /> {sending ? t("admin.outbox.resending") : t("admin.outbox.resend")}
      </button>
    </IntentForm>
  );
}

/**
 * One mail, whole: who it went to and when, where it is, its text as written (text, never markup), and
 * each link in it to copy — the admin passes an invitation's link on when no mail server sends it.
 */
function MailReader({ mail, resend, onClose }: { mail: AdminMail; resend: Resend; onClose: () => void }) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const full = useQuery(trpc.admin.mail.read.queryOptions({ id: mail.id }));
  const links = full.data ? linksIn(full.data.body) : [];
  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: t("admin.outbox.copied"), variant: "success" });
    } catch {
      toast({ title: t("admin.outbox.copyFailed"), variant: "destructive" });
    }
  }
  return (
    <div className="space-y-4" data-testid="mail-reader">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-base-content/80">{t("admin.outbox.to")}</dt>
        <dd className="break-all" data-testid="mail-reader-to">
          {mail.to}
        </dd>
        <dt className="text-base-content/80">{t("admin.outbox.written")}</dt>
        <dd>{formatDateTime(i18n.language, mail.createdAt)}</dd>
        <dt className="text-base-content/80">{t("admin.outbox.language")}</dt>
        <dd>{mail.language === "es" ? t("admin.people.languages.es") : t("admin.people.languages.en")}</dd>
        <dt className="text-base-content/80">{t("admin.outbox.state")}</dt>
        <dd>
          <MailStateText mail={mail} />
        </dd>
      </dl>
      {full.isPending ? (
        <p role="status">{t("admin.outbox.readLoading")}</p>
      ) : full.isError ? (
        <p role="alert" className="text-error">
          {describeMutationError(full.error, t("admin.outbox.readFailed")).message}
        </p>
      ) : (
        <>
          <div
            className="max-h-80 overflow-auto rounded-box bg-base-200 p-3 font-mono text-sm whitespace-pre-wrap break-words"
            tabIndex={0}
            role="region"
            aria-label={t("admin.outbox.body")}
            data-testid="mail-body"
          >
            {full.data.body}
          </div>
          {links.length ? (
            <section aria-labelledby={`mail-links-${mail.id}`} className="space-y-2">
              <h3 id={`mail-links-${mail.id}`} className="text-sm font-semibold">
                {t("admin.outbox.links", { count: links.length })}
              </h3>
              <ul className="space-y-2">
                {links.map((link, i) => (
                  <li key={link} className="flex flex-wrap items-center gap-2" data-testid="mail-link">
                    <code
                      className="block min-w-0 flex-1 rounded bg-base-100 p-2 font-mono text-sm break-all text-base-content ring-1 ring-base-300"
                      data-testid="mail-link-text"
                    >
                      {link}
                    </code>
                    <button
                      type="button"
                      className="btn btn-sm min-h-6 shrink-0"
                      onClick={() => copy(link)}
                      aria-label={t("admin.outbox.copyLink", { n: i + 1 })}
                    >
                      <Copy aria-hidden="true" className="size-4" /> {t("admin.outbox.copy")}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-ghost min-h-6" onClick={onClose}>
          {t("common.close")}
        </button>
        <ResendButton call={resend} mail={mail} inDialog />
      </div>
    </div>
  );
}
