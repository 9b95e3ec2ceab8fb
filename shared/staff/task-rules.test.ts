import { describe, expect, it } from "vitest";
import { TASK_STATUSES } from "../forms/task.schema";
import { canTransition, completedAtFor, isOverdue, parseDueDate, taskActions } from "./task-rules";

describe("task transitions", () => {
  it("allows exactly the workflow of the issue", () => {
    const allowed = TASK_STATUSES.flatMap((from) =>
      TASK_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed.sort()).toEqual([
      "in_progress->cancelled",
      "in_progress->completed",
      "pending->cancelled",
      "pending->completed",
      "pending->in_progress",
    ]);
  });

  it("refuses unknown statuses either way", () => {
    expect(canTransition("done", "completed")).toBe(false);
    expect(canTransition("pending", "done")).toBe(false);
  });

  it("sets completedAt only for completed", () => {
    const now = new Date("2026-06-12T10:00:00Z");
    expect(completedAtFor("completed", now)).toBe(now);
    for (const s of ["pending", "in_progress", "cancelled"]) expect(completedAtFor(s, now)).toBeNull();
  });

  it("gives the card's buttons: hidden when final, Start disabled while in progress", () => {
    expect(taskActions("pending")).toEqual({ visible: true, canStart: true, canComplete: true });
    expect(taskActions("in_progress")).toEqual({ visible: true, canStart: false, canComplete: true });
    expect(taskActions("completed").visible).toBe(false);
    expect(taskActions("cancelled").visible).toBe(false);
  });
});

describe("due dates and the overdue rule", () => {
  const due = parseDueDate("2026-06-20");

  it("stores a typed day as midnight UTC and keeps an instant as given", () => {
    expect(due.toISOString()).toBe("2026-06-20T00:00:00.000Z");
    expect(parseDueDate("2026-06-20T15:00:00-05:00").toISOString()).toBe("2026-06-20T20:00:00.000Z");
  });

  it("is not overdue while it is still the due day where the visitor is", () => {
    for (const tz of ["UTC", "America/Los_Angeles", "Asia/Tokyo"]) {
      expect(isOverdue({ status: "pending", dueDate: due }, new Date("2026-06-20T12:00:00Z"), tz)).toBe(false);
    }
  });

  it("turns overdue when the visitor's own day is after the due day", () => {
    // 02:00 UTC on the 21st is still the evening of the 20th in Los Angeles.
    const now = new Date("2026-06-21T02:00:00Z");
    expect(isOverdue({ status: "pending", dueDate: due }, now, "UTC")).toBe(true);
    expect(isOverdue({ status: "pending", dueDate: due }, now, "America/Los_Angeles")).toBe(false);
    // 23:00 UTC on the 20th is already the 21st in Tokyo.
    const late = new Date("2026-06-20T23:00:00Z");
    expect(isOverdue({ status: "in_progress", dueDate: due }, late, "Asia/Tokyo")).toBe(true);
    expect(isOverdue({ status: "in_progress", dueDate: due }, late, "UTC")).toBe(false);
  });

  it("never marks a completed task or one without a due date", () => {
    const later = new Date("2026-07-01T00:00:00Z");
    expect(isOverdue({ status: "completed", dueDate: due }, later, "UTC")).toBe(false);
    expect(isOverdue({ status: "pending", dueDate: null }, later, "UTC")).toBe(false);
  });
});
