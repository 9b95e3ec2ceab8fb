import { expect, test } from "./fixtures";
import { ROUTE_BYTE_TARGETS, firstVisitFiles, routeBytes } from "../scripts/route-bytes";

/*
 * scripts/route-bytes.ts counts a first visit's JavaScript from the build manifest alone. This holds
 * that count honest: the scripts a browser fetches on a first visit to each page with a target are
 * exactly the files it counts — nothing loads that it leaves out, nothing it counts stays unloaded —
 * and those files, gzipped as the server sends them, stay within each page's budget.
 */
for (const path of Object.keys(ROUTE_BYTE_TARGETS)) {
  test(`a first visit to ${path} loads the scripts route-bytes counts`, async ({ page }) => {
    const counted = (await firstVisitFiles(process.env.BUILD_DIR ?? "build")).get(path);
    expect(counted, `${path} is a page of the build`).toBeDefined();
    const fetched = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === "script" || url.pathname.endsWith(".js")) fetched.add(url.pathname);
    });
    await page.goto(path, { waitUntil: "networkidle" });
    expect([...fetched].sort()).toEqual([...counted!].sort());
  });
}

test("a first visit's JavaScript stays within each page's budget", async () => {
  const over = (await routeBytes(process.env.BUILD_DIR ?? "build"))
    .filter(({ route, gzipBytes }) => ROUTE_BYTE_TARGETS[route] !== undefined && gzipBytes > ROUTE_BYTE_TARGETS[route])
    .map(({ route, gzipBytes }) => `${route}: ${gzipBytes} B > ${ROUTE_BYTE_TARGETS[route]} B`);
  expect(over).toEqual([]);
});
