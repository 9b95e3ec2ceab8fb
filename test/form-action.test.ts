import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { FormSubmission, NewsletterSubscription } from "../db/entities/index";
import { configureMail } from "../server/mail";
import { ContactSchema } from "@shared/forms/contact.schema";
import { EventRegistrationSchema } from "@shared/forms/event.schema";
import { formAction, intent } from "../app/lib/form-action.server";
import type { FormResult } from "../app/lib/form-result";
import { action as visitorFormAction } from "../app/routes/visitor-form";
import { action as loginAction } from "../app/routes/login";
import type { Lang } from "../server/i18n";
import { startHarness, type Harness } from "./harness";

let h: Harness;
beforeAll(async () => {
  configureMail({ auto: false, transport: null });
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const action = formAction({
  contact: intent(ContactSchema, (trpc, input) => trpc.forms.contact(input)),
  event: intent(EventRegistrationSchema, (trpc, input) => trpc.forms.event(input)),
});

let seq = 0;
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${++seq}@example.com`;

/** Runs the action as React Router would for a POST to the page, answering with the body and status. */
async function post(body: string, type: string, lang: Lang = "en") {
  const request = new Request("http://localhost/contact", { method: "POST", headers: { "content-type": type }, body });
  const answer = await action({ request, context: { lang, trpc: h.caller({ lang }) } });
  return { status: answer.init?.status ?? 200, result: answer.data as FormResult };
}
const form = (fields: Record<string, string | string[]>, lang?: Lang) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of ([] as string[]).concat(value)) params.append(name, v);
  return post(params.toString(), "application/x-www-form-urlencoded", lang);
};
const json = (body: unknown, lang?: Lang) => post(JSON.stringify(body), "application/json", lang);

describe("a route action built with formAction", () => {
  it("takes a form-encoded post, calls the intent's procedure and stores the submission", async () => {
    const email = uniqueEmail("form");
    const { status, result } = await form({
      intent: "contact",
      name: "Rosa",
      email,
      subject: "Tickets",
      message: "When do tickets go on sale?",
      homepage: "",
    });
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: true, intent: "contact" });
    const id = (result as { data: { id: string } }).data.id;
    expect(await h.em().findOneOrFail(FormSubmission, { id })).toMatchObject({ type: "contact", email });
  });

  it("takes the enhanced client's JSON { intent, input }", async () => {
    const email = uniqueEmail("json");
    const { status, result } = await json({ intent: "event", input: { eventId: "final", attendeeCount: 3, email } });
    expect(status).toBe(200);
    const id = (result as { data: { id: string } }).data.id;
    expect(await h.em().findOneOrFail(FormSubmission, { id })).toMatchObject({
      type: "event",
      payload: { eventId: "final", attendeeCount: 3 },
    });
  });

  it("turns form strings into the schema's numbers", async () => {
    const { result } = await form({ intent: "event", eventId: "final", attendeeCount: "4", contactPhone: "" });
    const id = (result as { data: { id: string } }).data.id;
    const row = await h.em().findOneOrFail(FormSubmission, { id });
    // "" is absent, not an empty phone number.
    expect(row.payload).toEqual({ eventId: "final", attendeeCount: 4 });
  });

  it("answers bad input with 400 and each field's message in the visitor's language, giving back what was typed", async () => {
    const { status, result } = await form(
      { intent: "contact", name: "", email: "nope", subject: "Hola", message: "corto" },
      "es",
    );
    expect(status).toBe(400);
    expect(result).toMatchObject({
      ok: false,
      intent: "contact",
      fields: {
        name: "El nombre es obligatorio",
        email: "Se requiere un correo electrónico válido",
        message: "El mensaje debe tener al menos 10 caracteres",
      },
    });
    // Conform's reply: the same messages by field, and what was typed, for the page to show again.
    expect(result.reply).toMatchObject({
      status: "error",
      initialValue: { email: "nope", subject: "Hola", message: "corto" },
      error: {
        name: ["El nombre es obligatorio"],
        email: ["Se requiere un correo electrónico válido"],
        message: ["El mensaje debe tener al menos 10 caracteres"],
      },
    });
  });

  it("never sends back a password or the honeypot, and says a 401 as the form's own error", async () => {
    const request = new Request("http://localhost/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "login",
        email: "nobody@example.com",
        password: "wrong-password-1",
        homepage: "x",
      }).toString(),
    });
    const answer = (await loginAction({
      request,
      context: { lang: "es", trpc: h.caller({ lang: "es" }) },
      params: {},
    } as never)) as { data: FormResult; init: ResponseInit | null };
    expect(answer.init?.status).toBe(401);
    const { reply } = answer.data;
    expect(reply.initialValue).toEqual({ intent: "login", email: "nobody@example.com" });
    expect(reply.error?.[""]).toEqual([answer.data.ok ? "" : answer.data.message]);
    expect(reply.error?.[""]?.[0]).not.toMatch(/^errors\./);
  });

  it("refuses an intent not on the route's allow-list with 400", async () => {
    for (const body of [{ intent: "admin.matches.delete" }, { intent: "toString" }, {}]) {
      const { status, result } = await form(body as Record<string, string>);
      expect(status).toBe(400);
      expect(result).toMatchObject({ ok: false, message: "This form cannot be sent to this page." });
    }
    const { status, result } = await json({ intent: "hasOwnProperty", input: {} }, "es");
    expect(status).toBe(400);
    expect(result).toMatchObject({ ok: false, message: "Este formulario no se puede enviar a esta página." });
  });

  it("answers garbage with a 4xx, never a 500", async () => {
    const cases: Array<[string, string, number]> = [
      ["{not json", "application/json", 400],
      ["null", "application/json", 400],
      [`${"[".repeat(200)}${"]".repeat(200)}`, "application/json", 400],
      ["<xml/>", "application/xml", 415],
      ["x".repeat(1024 * 1024 + 1), "application/x-www-form-urlencoded", 413],
      ["intent=contact&name=%00&email=a%40b.co&subject=s&message=0123456789", "application/x-www-form-urlencoded", 400],
      ["intent=event&eventId=final&attendeeCount=lots", "application/x-www-form-urlencoded", 400],
    ];
    for (const [body, type, expected] of cases) {
      const { status, result } = await post(body, type);
      expect(status, body.slice(0, 30)).toBe(expected);
      expect(result.ok).toBe(false);
    }
    const wrongShape = await json({ intent: "contact", input: "a string" });
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.result).toMatchObject({ ok: false, message: "Request body is required" });
  });
});

describe("a form post parsed with Conform (parseWithZod, the schema's own coercion)", () => {
  const Schema = z.object({
    count: z.coerce.number().int().optional(),
    amount: z.number(),
    agree: z.boolean().default(false),
    consent: z.literal(true, "validation.waiverRequired"),
    tags: z.array(z.enum(["a", "b", "c"])).optional(),
    name: z.string().trim().optional(),
  });
  const shaped = formAction({ check: intent(Schema, async (_trpc, input) => input) });
  async function check(pairs: Array<[string, string]>) {
    const body = new URLSearchParams([["intent", "check"], ...pairs]).toString();
    const request = new Request("http://localhost/x", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    const answer = await shaped({ request, context: { lang: "en", trpc: h.caller() } });
    return { status: answer.init?.status ?? 200, result: answer.data as FormResult };
  }

  it("coerces numbers, checkboxes and repeated names; drops empty strings", async () => {
    const { status, result } = await check([
      ["count", "3"],
      ["amount", "2.5"],
      ["agree", "on"],
      ["consent", "on"],
      ["tags", "a"],
      ["tags", "c"],
      ["name", ""],
    ]);
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: true, data: { count: 3, amount: 2.5, agree: true, consent: true, tags: ["a", "c"] } });
    expect((result as { data: { name?: string } }).data.name).toBeUndefined();
  });

  it("reads an unchecked checkbox as absent and answers each refused field translated, in one shape", async () => {
    const { status, result } = await check([["amount", "many"]]);
    expect(status).toBe(400);
    expect(result).toMatchObject({
      ok: false,
      fields: { amount: "Amount is required", consent: "You must acknowledge the liability waiver to participate" },
    });
    expect(result.reply.error).toEqual({
      amount: ["Amount is required"],
      consent: ["You must acknowledge the liability waiver to participate"],
    });
  });
});

describe("the visitor forms' action (app/routes/visitor-form.tsx)", () => {
  async function newsletter(fields: Array<[string, string]>, lang: Lang) {
    const request = new Request("http://localhost/newsletter", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([["intent", "newsletter"], ...fields]).toString(),
    });
    const answer = await visitorFormAction({ request, context: { lang, trpc: h.caller({ lang }) } });
    return { status: answer.init?.status ?? 200, result: answer.data as FormResult };
  }

  it("stores the newsletter form, subscribes with the checked interests, then answers a duplicate with 409", async () => {
    const email = uniqueEmail("news");
    const first = await newsletter(
      [
        ["email", email],
        ["firstName", ""],
        ["interests", "results"],
        ["interests", "events"],
        ["homepage", ""],
      ],
      "es",
    );
    expect(first).toMatchObject({ status: 200, result: { ok: true, intent: "newsletter" } });
    expect(await h.em().findOneOrFail(NewsletterSubscription, { email })).toMatchObject({
      preferences: ["results", "events"],
      language: "es",
      firstName: null,
    });
    expect(await h.em().count(FormSubmission, { email, type: "newsletter" })).toBe(1);

    const again = await newsletter([["email", email.toUpperCase()]], "es");
    expect(again.status).toBe(409);
    expect(again.result).toMatchObject({ ok: false, intent: "newsletter", status: 409, message: "El correo ya está suscrito" });
  });
});

describe("sign-out through /login's action (the account box)", () => {
  const post = (type: string, body: string) =>
    loginAction({
      request: new Request("http://localhost/login?redirectTo=%2Fteams", {
        method: "POST",
        headers: { "content-type": type },
        body,
      }),
      context: { lang: "en", trpc: h.caller() },
      params: {},
    } as never);

  it("a plain post signs out and lands on /login saying so, with the way back to the page it came from", async () => {
    const answer = await post("application/x-www-form-urlencoded", "intent=logout").catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("location")).toBe("/login?redirectTo=%2Fteams&signedOut=1");
  });

  it("the enhanced call lands there too (the account box is gone before it could say it); an unknown intent is refused", async () => {
    const enhanced = await post("application/json", JSON.stringify({ intent: "logout", input: {} })).catch(
      (thrown: unknown) => thrown,
    );
    expect((enhanced as Response).headers.get("location")).toBe("/login?redirectTo=%2Fteams&signedOut=1");
    const unknown = await post("application/json", JSON.stringify({ intent: "deleteEverything", input: {} }));
    expect(unknown.init?.status).toBe(400);
  });
});
