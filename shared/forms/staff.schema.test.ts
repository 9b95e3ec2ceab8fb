import { describe, expect, it } from "vitest";
import { AddStaffFormSchema, dollarsInput } from "./staff.schema";
import { CreateTaskFormSchema } from "./task.schema";

describe("salary and budget typed in dollars", () => {
  it("become whole cents (× 100); empty becomes null", () => {
    expect(dollarsInput.parse("")).toBeNull();
    expect(dollarsInput.parse("  ")).toBeNull();
    expect(dollarsInput.parse("52000")).toBe(5_200_000);
    expect(dollarsInput.parse("1200.5")).toBe(120_050);
    expect(dollarsInput.parse("19.99")).toBe(1999);
    expect(dollarsInput.parse("0.07")).toBe(7);
  });

  it("refuse anything but plain amounts with at most two decimals", () => {
    for (const bad of ["-5", "1,200", "$12", "1.234", "abc", "1e3", "."]) {
      expect(dollarsInput.safeParse(bad).error?.issues[0].message).toBe("validation.staff.dollars");
    }
  });

  it("are converted by the add-staff and new-task forms, which name the field when bad", () => {
    const staff = { firstName: "Ana", lastName: "Ruiz", email: "ana@example.com", role: "coach" };
    expect(AddStaffFormSchema.parse({ ...staff, salary: "48000.25" }).salary).toBe(4_800_025);
    expect(AddStaffFormSchema.parse({ ...staff, salary: "" }).salary).toBeNull();
    // A form field left empty is not sent at all.
    expect(AddStaffFormSchema.parse(staff).salary).toBeUndefined();
    expect(CreateTaskFormSchema.parse({ title: "Kit order", category: "equipment" }).budget).toBeUndefined();
    expect(AddStaffFormSchema.safeParse({ ...staff, salary: "lots" }).error?.issues[0]).toMatchObject({
      path: ["salary"],
      message: "validation.staff.dollars",
    });
    expect(CreateTaskFormSchema.parse({ title: "Kit order", category: "equipment", budget: "2500" }).budget).toBe(250_000);
  });
});
