import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_ADMIN } from "../server/auth/admins";

/** A read of the REST API that must answer 200, as JSON. */
export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/**
 * Signs the page's context in as the demo admin and answers its writer: a REST write as the admin, with
 * the Origin header the CSRF check wants (the page's own: open a page of the site first), that must
 * answer 200, as JSON.
 */
export async function signInAsAdmin(page: Page) {
  expect(page.url(), "a page of the site is open: its origin signs the admin's writes").not.toBe("about:blank");
  const origin = new URL(page.url()).origin;
  const res = await page.request.post("/api/auth/login", { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, headers: { origin } });
  expect(res.status(), await res.text()).toBe(200);
  return async <T = unknown>(method: "post" | "put" | "patch", path: string, data: object): Promise<T> => {
    const sent = await page.request[method](path, { headers: { origin }, data });
    expect(sent.status(), `${method} ${path}: ${await sent.text()}`).toBe(200);
    return (await sent.json()) as T;
  };
}
