import { rmSync } from "node:fs";
import { expect, test } from "./fixtures";
import { expectAccessible } from "./a11y";
import { signInAsAdmin } from "./admin-api";
import { exited, ownServer } from "./own-server";

// Playing the whole tournament would end it for every other test: this one has a server of its own.
const { dataDir, base, start, waitHealthy } = ownServer("champions", 29);
type ApiMatch = { id: string; round: string; status: string; homeTeamId: string; awayTeamId: string };

// A first start creates the embedded database, which takes minutes on a busy machine.
test.setTimeout(300_000);

test("once the final is played the home page names the champions, in both languages", async ({ page }) => {
  rmSync(dataDir, { recursive: true, force: true });
  const server = start();
  try {
    await waitHealthy(server.output);
    const send = await signInAsAdmin(page, base);

    // Play every match as the bracket creates it: group stage, then each knockout round, the home side winning 2–1.
    let matches: ApiMatch[] = [];
    for (let round = 0; round < 8; round++) {
      matches = (await (await page.request.get(`${base}/api/matches`)).json()) as ApiMatch[];
      const unplayed = matches.filter((m) => m.status !== "completed" && m.status !== "cancelled");
      if (!unplayed.length) break;
      for (const m of unplayed) await send("patch", `/api/matches/${m.id}`, { status: "completed", homeScore: 2, awayScore: 1 });
    }
    const final = matches.find((m) => m.round === "final");
    expect(final?.status).toBe("completed");
    const teams = (await (await page.request.get(`${base}/api/teams`)).json()) as Array<{ id: string; name: string }>;
    const champion = teams.find((t) => t.id === final!.homeTeamId)!.name;

    for (const [lang, title] of [
      ["en", `Champions: ${champion}`],
      ["es", `Campeones: ${champion}`],
    ] as const) {
      await page.goto(`${base}/?lang=${lang}`);
      const status = page.getByTestId("tournament-status");
      await expect(status).toHaveAttribute("data-phase", "finished");
      await expect(status.getByRole("heading", { level: 2 })).toHaveText(title);
    }
    await expectAccessible(page, "home, tournament finished");
  } finally {
    server.proc.kill("SIGTERM");
    await exited(server.proc);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
