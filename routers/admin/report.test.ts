import { describe, expect, it } from "vitest";
import { translate } from "../../server/i18n";
import { buildReport, csvCell, toCsv } from "./report";

describe("CSV", () => {
  it("quotes cells with commas, quotes or line breaks", () => {
    expect(csvCell('Say "hi", then go')).toBe('"Say ""hi"", then go"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(new Date("2026-06-11T18:00:00Z"))).toBe("2026-06-11T18:00:00.000Z");
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
  });

  it("joins rows with CRLF", () => {
    expect(
      toCsv([
        ["a", 1],
        ["b", 2],
      ]),
    ).toBe("a,1\r\nb,2\r\n");
  });
});

describe("buildReport", () => {
  it("has teams, standings (with team names) and registrations, headed in the admin's language", () => {
    const csv = buildReport(
      {
        teams: [
          { id: "t1", name: "Atlanta Pipe Masters", trade: "Plumbing", captain: "Marcus Johnson", city: "Atlanta", group: "A" },
        ],
        standings: [
          {
            group: "A",
            rows: [
              {
                teamId: "t1",
                position: 1,
                played: 1,
                won: 1,
                drawn: 0,
                lost: 0,
                goalsFor: 2,
                goalsAgainst: 0,
                goalDifference: 2,
                points: 3,
              },
            ],
          },
        ],
        registrations: [
          {
            kind: "staff",
            firstName: "Ana",
            lastName: "Ruiz",
            email: "ana@example.com",
            detail: "head_coach",
            status: "approved",
            submittedAt: new Date("2026-06-01T00:00:00Z"),
            reviewedAt: null,
          },
        ],
      },
      (key) => translate("es", key),
    );
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("Equipos");
    expect(lines[2]).toBe("Atlanta Pipe Masters,Plumbing,Marcus Johnson,Atlanta,A");
    expect(csv).toContain("A,1,Atlanta Pipe Masters,1,1,0,0,2,0,2,3");
    expect(csv).toContain("Personal,Ana,Ruiz,ana@example.com,head_coach,Aprobada,2026-06-01T00:00:00.000Z,");
  });
});
