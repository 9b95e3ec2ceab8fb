import { expect, test } from "./fixtures";

test("REST GET /api/teams returns the 32 teams and the OpenAPI document lists it", async ({ request }) => {
  const teams = await request.get("/api/teams");
  expect(teams.status()).toBe(200);
  expect(await teams.json()).toHaveLength(32);
  const doc = await (await request.get("/api/openapi.json")).json();
  expect(doc.paths["/teams"].get).toBeTruthy();
  const docs = await request.get("/api/docs");
  expect(await docs.text()).toContain("/api/teams");
});

test("bad input on the REST bridge is JSON, never a 500", async ({ request }) => {
  const bad = await request.get("/api/teams/not-a-uuid");
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.fields.id).toBeTruthy();
  const missing = await request.get("/api/teams/00000000-0000-4000-8000-000000000000");
  expect(missing.status()).toBe(404);
  const malformed = await request.post("/api/newsletter/subscribe", {
    headers: { "content-type": "application/json" },
    data: "{oops",
  });
  expect(malformed.status()).toBe(400);
});
