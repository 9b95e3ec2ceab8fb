import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine } from "./ics";

describe("buildCalendar", () => {
  const ics = buildCalendar({
    name: "Trades Cup",
    now: new Date("2026-05-01T12:00:00Z"),
    fixtures: [
      {
        id: "m1",
        title: "Atlanta Pipe Masters vs Peachtree Live Wires",
        start: new Date("2026-06-11T16:00:00Z"),
        venue: "Mercedes-Benz Stadium, Atlanta",
        description: "Group A; matchday 1",
      },
    ],
  });
  const lines = ics.split("\r\n");

  it("is a VCALENDAR with CRLF line endings and one VEVENT per fixture", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
  });

  it("writes times in UTC so calendar apps do not shift them", () => {
    expect(lines).toContain("DTSTART:20260611T160000Z");
    expect(lines).toContain("DTEND:20260611T180000Z");
    expect(lines).toContain("DTSTAMP:20260501T120000Z");
  });

  it("escapes commas and semicolons and has stable UIDs", () => {
    expect(lines).toContain("LOCATION:Mercedes-Benz Stadium\\, Atlanta");
    expect(lines).toContain("DESCRIPTION:Group A\\; matchday 1");
    expect(lines.some((l) => l.startsWith("UID:match-m1@"))).toBe(true);
  });
});

describe("folding and escaping", () => {
  it("folds lines over 75 octets without splitting characters", () => {
    const long = `SUMMARY:${"Peñarol ".repeat(20)}`;
    const folded = foldLine(long);
    for (const part of folded.split("\r\n")) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .map((p, i) => (i ? p.slice(1) : p))
        .join(""),
    ).toBe(long);
  });
  it("escapes backslashes and newlines", () => {
    expect(escapeText("a\\b\nc")).toBe("a\\\\b\\nc");
  });
});
