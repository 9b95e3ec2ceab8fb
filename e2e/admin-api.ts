import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_ADMIN } from "../server/auth/admins";
import { siteURL } from "./site";

/** A read of the REST API that must answer 200, as JSON. */
export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/**
 * Signs a request context in as the demo admin over REST (the sign-in form itself is admin.spec's subject)
 * and answers its writer: a REST write as the admin, with the Origin header the CSRF check wants, that must
 * answer 200 (201 for a creation: server/rest-created.ts), as JSON. `base` is the site: the worker's site (e2e/site.ts), or a spec's own server (e2e/own-server.ts);
 * paths resolve against it. For a request context of its own, such as the `request` fixture; a page's
 * browser context signs in through signInAsAdmin.
 */
export async function signInRequestAsAdmin(request: APIRequestContext, base: string = siteURL()) {
  const origin = new URL(base).origin;
  const at = (path: string) => new URL(path, origin).href;
  const res = await request.post(at("/api/auth/login"), {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(200);
  return async <T = unknown>(method: "post" | "put" | "patch" | "delete", path: string, data?: object): Promise<T> => {
    const sent = await request[method](at(path), { headers: { origin }, data });
    expect([200, 201], `${method} ${path}: ${await sent.text()}`).toContain(sent.status());
    return (await sent.json()) as T;
  };
}

/** Signs the page's browser context in as the demo admin (signInRequestAsAdmin on page.request, whose cookies the page shares). */
export function signInAsAdmin(page: Page, base: string = siteURL()) {
  return signInRequestAsAdmin(page.request, base);
}
