// Draws public/share-card.png (the og:image of shared links) from public/share-card.svg in Chromium:
// crawlers read PNG everywhere, SVG not. Run after editing the SVG: npx tsx scripts/share-card.ts
import { existsSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const browser = await chromium.launch({
  executablePath: existsSync(executablePath) ? executablePath : undefined,
  args: ["--no-sandbox"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(`<body style="margin:0">${readFileSync("public/share-card.svg", "utf8")}</body>`);
await page.locator("svg").screenshot({ path: "public/share-card.png" });
await browser.close();
