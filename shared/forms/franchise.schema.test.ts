import { describe, expect, it } from "vitest";
import { ContractFormSchema, ContractSchema, RosterMemberSchema, contractEndDate } from "./franchise.schema";

describe("franchise forms", () => {
  it("contract end date is the start plus duration × 365 days", () => {
    expect(contractEndDate("2026-01-01", 1)).toBe("2027-01-01");
    // 2028 is a leap year: 2 × 365 days from 2027-01-01 lands on 2028-12-31.
    expect(contractEndDate("2027-01-01", 2)).toBe("2028-12-31");
    expect(contractEndDate("2026-06-11", 5)).toBe("2031-06-10");
  });

  it("a contract needs a player, a salary and 1–5 years", () => {
    const ok = { playerName: "Ana Ruiz", position: "forward", baseSalary: 5_000_000, durationYears: 3, startDate: "2026-07-01" };
    expect(ContractSchema.safeParse(ok).success).toBe(true);
    const issues = (v: object) => ContractSchema.safeParse(v).error?.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    expect(issues({ ...ok, durationYears: 6 })).toEqual(["durationYears:validation.contractDuration"]);
    expect(issues({ ...ok, durationYears: 0 })).toEqual(["durationYears:validation.contractDuration"]);
    expect(issues({ ...ok, playerName: " ", baseSalary: 0 })).toEqual([
      "playerName:validation.required",
      "baseSalary:validation.salary",
    ]);
    expect(issues({ ...ok, position: "Captain" })).toEqual(["position:validation.required"]);
  });

  it("a roster member needs a name and one of Captain, Vice Captain, Player", () => {
    expect(RosterMemberSchema.safeParse({ name: "Ana", position: "Vice Captain" }).success).toBe(true);
    expect(RosterMemberSchema.safeParse({ name: "", position: "Player" }).success).toBe(false);
    expect(RosterMemberSchema.safeParse({ name: "Ana", position: "forward" }).success).toBe(false);
  });

  it("the contract form takes the salary in dollars and gives cents, naming the field when it is wrong", () => {
    const form = {
      teamId: "7d4a3c2e-1f0b-4a5c-9e8d-2b1a0c9f8e7d",
      playerName: "Ana Ruiz",
      position: "forward",
      durationYears: 3,
      startDate: "2026-07-01",
    };
    expect(ContractFormSchema.parse({ ...form, baseSalary: 55000.5 }).baseSalary).toBe(5_500_050);
    expect(ContractFormSchema.safeParse({ ...form, baseSalary: 0 }).error?.issues[0]).toMatchObject({
      path: ["baseSalary"],
      message: "validation.salary",
    });
    expect(ContractFormSchema.safeParse({ ...form }).error?.issues[0]).toMatchObject({
      path: ["baseSalary"],
      message: "validation.salary",
    });
  });
});
