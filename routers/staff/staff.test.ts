import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { startHarness, type Harness } from "../../test/harness";
import { upsertAdmin } from "../../server/auth/admins";
import { createSession } from "../../server/auth/session";
import { TASK_STATUSES, type TaskStatus } from "@shared/forms/task.schema";
import { canTransition } from "@shared/staff/task-rules";

let h: Harness;
let teamA: string;
let teamB: string;
let cookie: string;
let admin: { id: string; email: string; role: string; firstName: string; lastName: string };

beforeAll(async () => {
  h = await startHarness();
  const teams = await h.caller().teams.list();
  [teamA, teamB] = [teams[0].id, teams[1].id];
  // A signed-in admin for the REST calls: the app runs with AUTH_MODE=required.
  const em = h.em();
  const { user } = await upsertAdmin(em, {
    email: "staff-admin@example.com",
    password: "staff-admin-password",
    firstName: "Ada",
    lastName: "Admin",
  });
  admin = { id: user.id, email: user.email, role: user.role, firstName: user.firstName, lastName: user.lastName };
  cookie = `session=${(await createSession(em, admin.id)).token}`;
});
afterAll(async () => {
  await h?.close();
});

const asAdmin = (lang: "en" | "es" = "en") => h.caller({ user: admin, lang });
const rest = (method: string, path: string, body?: unknown, headers: Record<string, string> = { cookie, origin: h.url }) =>
  fetch(`${h.url}/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function staffOf(teamId: string | null, firstName = "Sam") {
  return asAdmin().staff.add({
    teamId,
    firstName,
    lastName: "Rivera",
    email: `${firstName.toLowerCase()}.${randomUUID().slice(0, 6)}@example.com`,
    role: "coach",
  });
}

describe("staff", () => {
  it("adds a staff member with salary in cents and lists them per team", async () => {
    const added = await asAdmin().staff.add({
      teamId: teamA,
      firstName: "Maria",
      lastName: "Lopez",
      email: "Maria.Lopez@Example.com",
      role: "trainer",
      department: "medical",
      salary: 5_200_050,
    });
    expect(added).toMatchObject({
      teamId: teamA,
      email: "maria.lopez@example.com",
      salary: 5_200_050,
      status: "active",
      department: "medical",
    });
    const other = await staffOf(teamB, "Bo");
    const ofA = await h.caller().staff.list({ teamId: teamA });
    expect(ofA.map((s) => s.id)).toContain(added.id);
    expect(ofA.map((s) => s.id)).not.toContain(other.id);
    const all = await h.caller().staff.list({});
    expect(all.map((s) => s.id)).toEqual(expect.arrayContaining([added.id, other.id]));

    // The public list leaves contact details and pay out; the admin list has them (test/privacy.test.ts walks every read).
    const res = await fetch(`${h.url}/api/staff?teamId=${teamA}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Array<Record<string, unknown>>;
    const listed = body.find((s) => s.id === added.id);
    expect(listed).toMatchObject({ firstName: "Maria", createdAt: expect.stringMatching(/Z$/) });
    expect(listed).not.toHaveProperty("salary");
    expect(listed).not.toHaveProperty("email");
    expect((await asAdmin().staff.adminList({ teamId: teamA })).find((s) => s.id === added.id)).toMatchObject({
      salary: 5_200_050,
      email: "maria.lopez@example.com",
    });
  });

  it("keeps an empty salary as null", async () => {
    const added = await asAdmin().staff.add({
      firstName: "No",
      lastName: "Pay",
      email: "no.pay@example.com",
      role: "media",
      salary: null,
    });
    expect(added.salary).toBeNull();
    expect(added.teamId).toBeNull();
  });

  it("is an admin write: anonymous callers are refused, in REST with 401", async () => {
    const input = { teamId: teamA, firstName: "Anon", lastName: "Ymous", email: "anon@example.com", role: "coach" as const };
    await expect(h.caller().staff.add(input)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(h.caller({ user: { ...admin, role: "player" } }).staff.add(input)).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await rest("POST", "/staff", input, {})).status).toBe(401);
    expect((await h.caller({ authMode: "off" }).staff.add(input)).firstName).toBe("Anon");
  });

  it("refuses bad input naming each field, and an unknown team with 404", async () => {
    const bad = await rest("POST", "/staff", { firstName: "", lastName: "X", email: "nope", role: "boss", salary: 12.5 });
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.fields).toMatchObject({
      firstName: "First name is required",
      email: "Please enter a valid email address",
      role: "Role is required",
      salary: "Salary is not valid",
    });
    const unknown = await rest("POST", "/staff?lang=es", {
      teamId: randomUUID(),
      firstName: "A",
      lastName: "B",
      email: "a@b.co",
      role: "coach",
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: "NOT_FOUND", message: "Equipo no encontrado" } });
  });
});

describe("project tasks", () => {
  it("creates a pending task with budget in cents, a day-only due date at midnight UTC, listed per team newest first", async () => {
    const coach = await staffOf(teamA);
    const first = await asAdmin().staff.createTask({
      teamId: teamA,
      title: "Order kits",
      category: "equipment",
      budget: 250_000,
      dueDate: "2026-06-20",
      assignedTo: coach.id,
    });
    const second = await asAdmin().staff.createTask({ teamId: teamA, title: "Book bus", category: "logistics" });
    expect(first).toMatchObject({
      status: "pending",
      priority: "medium",
      budget: 250_000,
      assignedTo: coach.id,
      completedAt: null,
    });
    expect(first.dueDate?.toISOString()).toBe("2026-06-20T00:00:00.000Z");
    expect(second).toMatchObject({ budget: null, dueDate: null, assignedTo: null });
    const ofA = await h.caller().staff.tasks({ teamId: teamA });
    expect(ofA.map((t) => t.id).indexOf(second.id)).toBeLessThan(ofA.map((t) => t.id).indexOf(first.id));
    expect((await h.caller().staff.tasks({ teamId: teamB })).map((t) => t.id)).not.toContain(first.id);

    const viaRest = await rest("POST", "/project-tasks", {
      teamId: teamA,
      title: "Print flyers",
      category: "marketing",
      priority: "urgent",
      dueDate: null,
      budget: 9_999,
    });
    expect(viaRest.status).toBe(201);
    expect(await viaRest.json()).toMatchObject({ status: "pending", priority: "urgent", budget: 9_999 });
  });

  it("refuses an assignee from another team, naming the field", async () => {
    const other = await staffOf(teamB);
    await expect(
      asAdmin().staff.createTask({ teamId: teamA, title: "Scout", category: "training", assignedTo: other.id }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const res = await rest("POST", "/project-tasks", {
      teamId: teamA,
      title: "Scout",
      category: "training",
      assignedTo: other.id,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: "BAD_REQUEST",
        message: "The assignee must be a staff member of the task's team",
        fields: { assignedTo: "The assignee must be a staff member of the task's team" },
      },
    });
    // A task without a team cannot go to a team's staff either.
    await expect(
      asAdmin().staff.createTask({ title: "Scout", category: "training", assignedTo: other.id }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const missing = await rest("POST", "/project-tasks", {
      teamId: teamA,
      title: "Scout",
      category: "training",
      assignedTo: randomUUID(),
    });
    expect(missing.status).toBe(404);
  });

  it("refuses bad task input naming each field", async () => {
    const res = await rest("POST", "/project-tasks?lang=es", {
      title: " ",
      category: "party",
      priority: "asap",
      dueDate: "tomorrow",
      budget: -1,
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields).sort()).toEqual(["budget", "category", "dueDate", "priority", "title"]);
    expect(error.fields.title).toBe("Título es obligatorio");
    expect(error.fields.dueDate).toBe("La fecha de vencimiento debe ser una fecha");
  });

  /** A fresh task moved to `status` (each is one allowed step from pending). */
  async function taskIn(status: TaskStatus) {
    const task = await asAdmin().staff.createTask({ teamId: teamA, title: `Task ${status}`, category: "finance" });
    if (status !== "pending") await asAdmin().staff.updateTask({ id: task.id, status });
    return task.id;
  }

  it("allows every transition of the workflow and refuses every other one with 409", async () => {
    for (const from of TASK_STATUSES) {
      for (const to of TASK_STATUSES) {
        const id = await taskIn(from);
        if (canTransition(from, to)) {
          const moved = await asAdmin().staff.updateTask({ id, status: to });
          expect(moved.status, `${from} → ${to}`).toBe(to);
          if (to === "completed") expect(moved.completedAt).toBeInstanceOf(Date);
          else expect(moved.completedAt).toBeNull();
        } else {
          const err = await asAdmin()
            .staff.updateTask({ id, status: to })
            .catch((e: unknown) => e);
          expect(err, `${from} → ${to}`).toBeInstanceOf(TRPCError);
          expect((err as TRPCError).code).toBe("CONFLICT");
          const [row] = (await h.caller().staff.tasks({ teamId: teamA })).filter((t) => t.id === id);
          expect(row.status, `${from} → ${to} left unchanged`).toBe(from);
        }
      }
    }
  });

  it("sets completedAt on completion whatever the client sends; REST answers 409 with a clear message", async () => {
    const id = await taskIn("in_progress");
    const before = Date.now();
    const res = await rest("PATCH", `/project-tasks/${id}`, { status: "completed", completedAt: "1999-01-01T00:00:00Z" });
    expect(res.status).toBe(200);
    const done = (await res.json()) as { completedAt: string };
    expect(Date.parse(done.completedAt)).toBeGreaterThanOrEqual(before - 1000);

    const again = await rest("PATCH", `/project-tasks/${id}`, { status: "in_progress" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: "CONFLICT", message: "A task that is “Completed” cannot be moved to “In Progress”." },
    });
    const es = await rest("PATCH", `/project-tasks/${id}?lang=es`, { status: "cancelled" });
    expect(((await es.json()) as { error: { message: string } }).error.message).toBe(
      "Una tarea «Completada» no puede pasar a «Cancelada».",
    );

    expect((await rest("PATCH", `/project-tasks/${randomUUID()}`, { status: "completed" })).status).toBe(404);
    expect((await rest("PATCH", `/project-tasks/${id}`, { status: "done" })).status).toBe(400);
    expect((await rest("PATCH", `/project-tasks/${id}`, { status: "cancelled" }, {})).status).toBe(401);
  });

  it("moves a task once when two requests race", async () => {
    const id = await taskIn("pending");
    const results = await Promise.allSettled([
      asAdmin().staff.updateTask({ id, status: "completed" }),
      asAdmin().staff.updateTask({ id, status: "cancelled" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [row] = (await h.caller().staff.tasks({})).filter((t) => t.id === id);
    expect(["completed", "cancelled"]).toContain(row.status);
  });

  it("keeps a terminated staff member's task history", async () => {
    const gone = await asAdmin().staff.add({
      teamId: teamA,
      firstName: "Old",
      lastName: "Timer",
      email: "old.timer@example.com",
      role: "manager",
      status: "terminated",
    });
    const task = await asAdmin().staff.createTask({
      teamId: teamA,
      title: "Hand over keys",
      category: "logistics",
      assignedTo: gone.id,
    });
    expect((await h.caller().staff.tasks({ teamId: teamA })).find((t) => t.id === task.id)?.assignedTo).toBe(gone.id);
  });
});
