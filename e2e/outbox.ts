import { expect, type APIRequestContext } from "@playwright/test";
import { signInRequestAsAdmin } from "./admin-api";

export type OutboxMail = { subject: string; body: string; language: string };

/** The mails the outbox holds for one address, read as the embedded database's demo admin. */
export async function outboxFor(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const path = `/api/email-outbox?to=${encodeURIComponent(to)}`;
  let res = await request.get(path);
  if (res.status() === 401) {
    await signInRequestAsAdmin(request);
    res = await request.get(path);
  }
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}
