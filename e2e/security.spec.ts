import { readFile } from "node:fs/promises";
import { expect, failedLoad, test, type Page } from "./fixtures";

// Every test here (like every spec) also fails on any CSP violation, through ./fixtures.

type Team = { id: string; name: string };

async function buckhead(page: Page) {
  const teams = (await (await page.request.get("/api/teams")).json()) as Team[];
  return teams.find((t) => t.name === "Buckhead Roof Raisers")!;
}

/**
 * Every inline script of the open page is admitted by the policy: a page rendered for this request
 * carries a fresh nonce on each; a page replayed from the page cache carries none and names each script
 * by its hash instead (decision 105). Answers which of the two it was, and the nonce.
 */
async function inlineScriptsAdmitted(page: Page, policy: string, where: string) {
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  const hashes = [...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
  // The browser hides the attribute, but the property keeps the value the HTML gave it.
  const inline = await page.evaluate(async () =>
    Promise.all(
      [...document.scripts]
        .filter((s) => !s.src)
        .map(async (s) => {
          const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(s.textContent ?? ""));
          return { nonce: s.nonce, sha256: btoa(String.fromCharCode(...new Uint8Array(digest))) };
        }),
    ),
  );
  expect(inline.length, where).toBeGreaterThanOrEqual(3);
  if (nonce) {
    expect(hashes, `${where}: a fresh render names its scripts by nonce only`).toEqual([]);
    expect(
      inline.map((s) => s.nonce),
      where,
    ).toEqual(inline.map(() => nonce));
    return { kind: "nonce" as const, nonce };
  }
  expect(
    inline.map((s) => s.nonce),
    `${where}: a replay shares no nonce`,
  ).toEqual(inline.map(() => ""));
  for (const s of inline) expect(hashes, `${where}: every inline script is named by its hash`).toContain(s.sha256);
  return { kind: "hash" as const, nonce: null };
}

test("pages carry a CSP admitting each inline script by a fresh nonce, or by hash when replayed from the cache, and a Permissions-Policy", async ({
  expectBrowserError,
  page,
}) => {
  expectBrowserError(failedLoad(404, "/no-such-page"), "the not-found page is served with its 404");
  const team = await buckhead(page);
  const nonces: string[] = [];
  const cacheable = ["/", "/shop", `/teams/${team.id}`];
  for (const path of [...cacheable, "/no-such-page"]) {
    // Twice: the second anonymous visit of a public page is the cache's replay.
    for (const visit of [1, 2]) {
      const response = (await page.goto(path))!;
      const headers = response.headers();
      const policy = headers["content-security-policy"] ?? "";
      expect(policy).not.toMatch(/script-src [^;]*'unsafe-inline'/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(headers["permissions-policy"]).toContain("camera=()");
      const admitted = await inlineScriptsAdmitted(page, policy, `${path} (visit ${visit})`);
      if (admitted.nonce) nonces.push(admitted.nonce);
      if (visit === 2) expect(admitted.kind, `${path}, visited again`).toBe(cacheable.includes(path) ? "hash" : "nonce");
      // The theme boot script ran before paint.
      await expect(page.locator("html")).toHaveAttribute("data-theme", /^(light|dark)$/);
    }
  }
  // No two responses share a nonce.
  expect(nonces.length).toBeGreaterThanOrEqual(2);
  expect(new Set(nonces).size).toBe(nonces.length);
});

test("a script injected without the nonce does not run, and the browser reports it", async ({ browser, baseURL }) => {
  // A context of its own: the violation is expected here, so the fixture must not see it.
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto("/");
    const outcome = await page.evaluate(async () => {
      const reported = new Promise<string>((resolve) =>
        document.addEventListener("securitypolicyviolation", (e) => resolve(e.effectiveDirective), { once: true }),
      );
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.head.append(script);
      return { directive: await reported, ran: (window as unknown as { __injected?: boolean }).__injected === true };
    });
    expect(outcome).toEqual({ directive: "script-src-elem", ran: false });
  } finally {
    await context.close();
  }
});

test("the demo checkout still takes a payment under the policy", async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem("readFifaFacts", JSON.stringify(Array.from({ length: 40 }, (_, i) => i + 1))),
  );
  await page.goto("/shop");
  await page.getByRole("button", { name: "Shop Now: Buckhead Roof Raisers" }).click();
  const store = page.getByRole("dialog", { name: "Buckhead Roof Raisers store" });
  const product = store.getByTestId("product-card").first();
  await product.getByLabel("Size", { exact: true }).selectOption({ index: 3 });
  await product.getByTestId("add-to-cart").click();
  await expect(store.getByTestId("cart-count")).toHaveText("1");
  await store.getByTestId("cart-button").click();
  await page.getByRole("dialog", { name: "Your Cart" }).getByTestId("checkout-button").click();
  const form = page.getByTestId("demo-payment-form");
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry date").fill("12/30");
  await form.getByLabel("Security code (CVC)").fill("123");
  await page.getByTestId("pay-button").click();
  await expect(page.getByRole("dialog", { name: "Order confirmed" })).toBeVisible();
});

test("the jersey designer loads Konva and downloads its PNG under the policy", async ({ page }) => {
  const team = await buckhead(page);
  await page.goto(`/teams/${team.id}`);
  await page.getByRole("button", { name: "Design jersey" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("jersey-designer")).toBeVisible({ timeout: 15_000 });
  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByTestId("jersey-download").click()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1600, 1200]);
});
