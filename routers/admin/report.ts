/** One CSV cell: quoted when needed; text a spreadsheet would run as a formula is defused with a leading quote. */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export type CsvRow = Array<string | number | boolean | Date | null | undefined>;

/** Rows to CSV (RFC 4180 line ends). */
export function toCsv(rows: CsvRow[]) {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

export type ReportTeam = { id: string; name: string; trade: string; captain: string; city: string; group: string };
export type ReportStanding = {
  group: string;
  rows: Array<{
    teamId: string;
    position: number;
    played: number;
    won: number;
    drawn: number;
    lost: number;
    goalsFor: number;
    goalsAgainst: number;
    goalDifference: number;
    points: number;
  }>;
};
export type ReportRegistration = {
  kind: string;
  firstName: string;
  lastName: string;
  email: string;
  detail: string | null;
  status: string;
  submittedAt: Date;
  reviewedAt: Date | null;
};

/**
 * The dashboard's report: three sections (teams, standings, registrations) in one CSV that opens in
 * any spreadsheet. `t` gives the headings in the admin's language.
 */
export function buildReport(
  data: { teams: ReportTeam[]; standings: ReportStanding[]; registrations: ReportRegistration[] },
  t: (key: string) => string,
) {
  const h = (keys: string[]) => keys.map((k) => t(`admin.report.columns.${k}`));
  const names = new Map(data.teams.map((team) => [team.id, team.name]));
  const rows: CsvRow[] = [
    [t("admin.report.teams")],
    h(["team", "trade", "captain", "city", "group"]),
    ...data.teams.map((team) => [team.name, team.trade, team.captain, team.city, team.group]),
    [],
    [t("admin.report.standings")],
    h(["group", "position", "team", "played", "won", "drawn", "lost", "goalsFor", "goalsAgainst", "goalDifference", "points"]),
    ...data.standings.flatMap((g) =>
      g.rows.map((r) => [
        g.group,
        r.position,
        names.get(r.teamId) ?? r.teamId,
        r.played,
        r.won,
        r.drawn,
        r.lost,
        r.goalsFor,
        r.goalsAgainst,
        r.goalDifference,
        r.points,
      ]),
    ),
    [],
    [t("admin.report.registrations")],
    h(["kind", "firstName", "lastName", "email", "detail", "status", "submittedAt", "reviewedAt"]),
    ...data.registrations.map((r) => [
      t(`admin.kinds.${r.kind}`),
      r.firstName,
      r.lastName,
      r.email,
      r.detail,
      t(`admin.status.${r.status}`),
      r.submittedAt,
      r.reviewedAt,
    ]),
  ];
  return toCsv(rows);
}
