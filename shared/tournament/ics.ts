/**
 * An iCalendar (RFC 5545) feed of fixtures. Times are written in UTC ("Z"), so calendar apps show them
 * in each reader's own zone without shifting. Pure: no I/O.
 */
export type CalendarFixture = {
  id: string;
  title: string;
  start: Date;
  durationMinutes?: number;
  venue: string;
  description?: string;
  status?: string;
};

const CRLF = "\r\n";

function stamp(d: Date) {
  return d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** RFC 5545 §3.3.11: escape backslash, semicolon, comma and newlines in TEXT values. */
export function escapeText(s: string) {
  return s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8 character. */
export function foldLine(line: string) {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, "utf8");
    const limit = parts.length === 0 ? 75 : 74;
    if (size + n > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function buildCalendar(opts: { name: string; fixtures: CalendarFixture[]; now?: Date; host?: string }): string {
  const now = opts.now ?? new Date();
  const host = opts.host ?? "tradescup.example";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Trades Cup//Fixtures//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(opts.name)}`,
  ];
  for (const f of opts.fixtures) {
    const end = new Date(f.start.getTime() + (f.durationMinutes ?? 120) * 60_000);
    lines.push(
      "BEGIN:VEVENT",
      `UID:match-${f.id}@${host}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(f.start)}`,
      `DTEND:${stamp(end)}`,
      `SUMMARY:${escapeText(f.title)}`,
      `LOCATION:${escapeText(f.venue)}`,
    );
    if (f.description) lines.push(`DESCRIPTION:${escapeText(f.description)}`);
    if (f.status === "cancelled") lines.push("STATUS:CANCELLED");
    else lines.push("STATUS:CONFIRMED");
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}
