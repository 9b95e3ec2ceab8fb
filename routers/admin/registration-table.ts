import { tournamentDayAt } from "@shared/clock";
import { z } from "zod";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { RegistrationPath } from "@shared/forms/review.schema";
import type { RegistrationFilter } from "@shared/forms/registration-table.schema";
import { EVENT_TIME_ZONE } from "@shared/format";
import { translate, type Lang } from "../../server/i18n";
import {
  HIGHLIGHTS,
  answerLabel,
  answerText,
  applicationAnswers,
  applicationFields,
  registrationAnswers,
  type Answer,
} from "@shared/registration-answers";
import { fail } from "../../server/trpc";
import { toCsv, type CsvRow } from "./report";
import { RegistrationSummaryOutput, findRegistrations, summarize } from "./registrations";

/** Per kind: its table and the text columns a search looks in besides the applicant's name and email. */
const TABLES: Record<RegistrationPath, { table: string; search: string[] }> = {
  players: { table: "player_registrations", search: [] },
  staff: { table: "staff_registrations", search: [] },
  sponsors: { table: "sponsor_registrations", search: ["company_name", "contact_person", "contact_email"] },
  franchises: { table: "franchise_registrations", search: ["business_name", "preferred_city"] },
};

const AnswerOutput = z.object({
  field: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  format: z.enum(["text", "number", "yesNo", "cents", "country", "option"]),
  options: z.string().optional(),
});

export const RegistrationTableRowOutput = RegistrationSummaryOutput.extend({
  /** A few answers that tell applications apart (position, role, company...). */
  highlights: z.array(AnswerOutput),
});
export const RegistrationPageOutput = z.object({ rows: z.array(RegistrationTableRowOutput), total: z.number().int() });
export const RegistrationDetailOutput = RegistrationTableRowOutput.extend({ answers: z.array(AnswerOutput) });

/** `%`, `_` and `\` typed into the search box are matched as themselves. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE of a filtered table, with its bindings. Status and dates use the (status, submitted_at)
 * and (submitted_at) indexes; days are whole days in the event's time zone, as the dashboard shows dates.
 */
function whereOf(f: RegistrationFilter) {
  const conds: string[] = [];
  const params: unknown[] = [];
  const where = (sql: string, value: unknown) => {
    conds.push(sql);
    params.push(value);
  };
  if (f.status) where(`r."status" = ?`, f.status);
  if (f.teamId) where(`r."team_id" = ?`, f.teamId);
  if (f.from) where(`r."submitted_at" >= (cast(? as date)::timestamp at time zone '${EVENT_TIME_ZONE}')`, f.from);
  if (f.to) where(`r."submitted_at" < ((cast(? as date) + 1)::timestamp at time zone '${EVENT_TIME_ZONE}')`, f.to);
  if (f.q) {
    const cols = [
      `u."first_name"`,
      `u."last_name"`,
      `u."email"`,
      `(u."first_name" || ' ' || u."last_name")`,
      ...TABLES[f.kind].search.map((c) => `r."${c}"`),
    ];
    conds.push(`(${cols.map((c) => `${c} ilike ?`).join(" or ")})`);
    params.push(...cols.map(() => likePattern(f.q!)));
  }
  return { sql: conds.length ? `where ${conds.join(" and ")}` : "", params };
}

function fromOf(f: RegistrationFilter) {
  const { sql, params } = whereOf(f);
  return { from: `from "${TABLES[f.kind].table}" r join "users" u on u."id" = r."user_id" ${sql}`, params };
}

/** Ids of one slice of the matches, newest first. */
async function matchingIds(em: EntityManager, f: RegistrationFilter, limit: number, offset: number) {
  const { from, params } = fromOf(f);
  const rows = await em.execute<{ id: string }[]>(
    `select r."id" ${from} order by r."submitted_at" desc, r."id" desc limit ? offset ?`,
    [...params, limit, offset],
  );
  return rows.map((r) => r.id);
}

async function countMatching(em: EntityManager, f: RegistrationFilter) {
  const { from, params } = fromOf(f);
  const [{ count }] = await em.execute<{ count: string }[]>(`select count(*) as "count" ${from}`, params);
  return Number(count);
}

/**
 * Full rows in the order of `ids`, each with its applicant, highlights and the raw registration for its
 * answers (the applicant and a player's team come joined in through their relations).
 */
async function loadRows(em: EntityManager, kind: RegistrationPath, ids: string[]) {
  if (!ids.length) return [];
  const found = await findRegistrations(em, kind, { id: { $in: ids } });
  const order = new Map(ids.map((id, i) => [id, i]));
  found.sort((a, b) => order.get(a.row.id)! - order.get(b.row.id)!);
  const summaries = summarize(kind, found);
  return found.map(({ row, user, team }, i) => {
    const raw: Record<string, unknown> = { ...row, teamId: team?.id ?? null, teamName: team?.name ?? null };
    const answers = applicationAnswers(kind, raw);
    return { summary: summaries[i], user, raw, highlights: answers.filter((a) => HIGHLIGHTS[kind].includes(a.field)), answers };
  });
}

/** One page of a kind's registrations with the total matching the filters. */
export async function registrationPage(em: EntityManager, input: RegistrationFilter & { page: number; pageSize: number }) {
  const rows = await loadRows(em, input.kind, await matchingIds(em, input, input.pageSize, (input.page - 1) * input.pageSize));
  return { rows: rows.map((r) => ({ ...r.summary, highlights: r.highlights })), total: await countMatching(em, input) };
}

/** One application in full: every answer, the person first. */
export async function registrationDetail(em: EntityManager, kind: RegistrationPath, id: string) {
  const [row] = await loadRows(em, kind, [id]);
  if (!row) fail("NOT_FOUND", "errors.registrationNotFound");
  const { user } = row;
  const answers = registrationAnswers(
    kind,
    { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone },
    row.raw,
  );
  return { ...row.summary, highlights: row.highlights, answers };
}

/** Rows fetched per query while exporting, so a long export never holds every entity at once. */
const EXPORT_BATCH = 500;

/**
 * Every registration matching the filters as CSV: the person, the review, then each answer of the
 * kind's form, headed and worded in the caller's language (codes through their labels).
 */
export async function registrationsCsv(em: EntityManager, filter: RegistrationFilter, lang: Lang) {
  const t = (key: string) => translate(lang, key);
  const fields = applicationFields(filter.kind);
  const header = [
    ...["firstName", "lastName", "email", "phone"].map((f) => answerLabel(f, t)),
    t("admin.report.columns.status"),
    t("admin.report.columns.submittedAt"),
    t("admin.report.columns.reviewedAt"),
    t("admin.table.reviewNotes"),
    ...fields.map((f) => answerLabel(f, t)),
  ];
  const rows: CsvRow[] = [header];
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const ids = await matchingIds(em, filter, EXPORT_BATCH, offset);
    const batch = await loadRows(em, filter.kind, ids);
    for (const { summary: s, user, answers } of batch) {
      const text = (a: Answer) => answerText(a, t, lang);
      rows.push([
        s.firstName,
        s.lastName,
        s.email,
        user.phone ?? null,
        t(`admin.status.${s.status}`),
        s.submittedAt,
        s.reviewedAt,
        s.reviewNotes,
        ...answers.map(text),
      ]);
    }
    if (ids.length < EXPORT_BATCH) break;
    em.clear();
  }
  const day = tournamentDayAt(Date.now());
  return { filename: `trades-cup-${filter.kind}-${day}.csv`, csv: toCsv(rows) };
}
