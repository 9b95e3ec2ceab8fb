import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { ScheduleMatchFormSchema, ScheduleMatchSchema } from "./match.schema";
import { zonedInstant } from "./instant.schema";

const match = {
  homeTeamId: "6f1c0a36-1f57-4a55-9d61-3c1d3f1e8a01",
  awayTeamId: "6f1c0a36-1f57-4a55-9d61-3c1d3f1e8a02",
  venue: "Field",
};

describe("instants in input", () => {
  it("the API refuses a time without an offset, naming matchDate with the example", () => {
    const r = ScheduleMatchSchema.safeParse({ ...match, matchDate: "2026-07-01T18:00:00" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toContainEqual(["matchDate", "validation.dateOffset"]);
    expect(ScheduleMatchSchema.safeParse({ ...match, matchDate: "2026-07-01T18:00" }).success).toBe(false);
  });

  it("the API takes Z, an offset and a Date, and keeps the instant", () => {
    const at = (matchDate: unknown) => ScheduleMatchSchema.parse({ ...match, matchDate }).matchDate.toISOString();
    expect(at("2026-07-01T18:00:00-04:00")).toBe("2026-07-01T22:00:00.000Z");
    expect(at("2026-07-01T22:00:00Z")).toBe("2026-07-01T22:00:00.000Z");
    expect(at("2026-07-01T23:00:00+0100")).toBe("2026-07-01T22:00:00.000Z");
    expect(at(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-01T22:00:00.000Z");
  });

  it("the site's form reads a datetime-local value as New York time, summer and winter", () => {
    const form = (matchDate: string) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries({ ...match, matchDate })) fd.set(k, v);
      const s = parseWithZod(fd, { schema: ScheduleMatchFormSchema });
      if (s.status !== "success") throw new Error(JSON.stringify(s.error));
      return s.value.matchDate.toISOString();
    };
    expect(form("2026-07-01T18:00")).toBe("2026-07-01T22:00:00.000Z");
    expect(form("2026-01-15T18:00")).toBe("2026-01-15T23:00:00.000Z");
    expect(form("2026-07-01T22:00:00.000Z")).toBe("2026-07-01T22:00:00.000Z");
  });

  it("finds the instant across the clock changes", () => {
    expect(zonedInstant("2026-03-08T01:30")?.toISOString()).toBe("2026-03-08T06:30:00.000Z");
    expect(zonedInstant("2026-03-08T03:30")?.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(zonedInstant("2026-11-01T00:30")?.toISOString()).toBe("2026-11-01T04:30:00.000Z");
    expect(zonedInstant("2026-11-01T03:00")?.toISOString()).toBe("2026-11-01T08:00:00.000Z");
    expect(zonedInstant("not a time")).toBeNull();
  });
});
