import { readFileSync } from "node:fs";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import { describe, expect, it } from "vitest";
import { APP_DIR, importGraph, ROUTE_FILES } from "../../../test/import-graph";
import { iconSprite, lucideIconFiles, lucideIconMarkup } from "../../../scripts/vite-plugins";
import { icon } from "./icon";

/*
 * The build draws lucide's icons with app/components/ui/icon.tsx: lucide's <svg> with a <use> of the
 * icon's symbol in one sprite (scripts/vite-plugins.ts). Every icon the app imports must be in the
 * sprite and, with the symbol's shapes in place of the <use>, come out as lucide-react draws it, with
 * the props the app passes (hidden, classes) and the others lucide takes.
 */
describe("icons drawn from lucide's shapes", () => {
  const files = lucideIconFiles();
  const used = new Set<string>();
  const sources = new Set([...ROUTE_FILES, `${APP_DIR}/root.tsx`].flatMap((f) => [...importGraph(f, { lazy: true })]));
  for (const file of sources) {
    for (const m of readFileSync(file, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
      for (const s of m[1]
        .split(",")
        .map((x) => x.trim())
        .filter((x) => x && !x.startsWith("type ")))
        used.add(s.split(/\s+as\s+/)[0]);
    }
  }

  it("cover every icon the app uses", () => {
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((name) => !files.has(name))).toEqual([]);
  });

  const cases: Array<Record<string, unknown>> = [
    { "aria-hidden": "true", className: "size-5 text-primary" },
    {},
    { "aria-label": "Close", size: 16, strokeWidth: 1.5 },
    { color: "red", absoluteStrokeWidth: true, size: 48, role: "img" },
  ];
  const sprite = iconSprite(files);
  it("come from one sprite of exactly the icons the app uses, named by its content", async () => {
    const { svg, url } = await sprite;
    const ids = [...svg.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual([...new Set([...used].map((name) => files.get(name)!))].sort());
    expect(url).toMatch(/^\/assets\/icons-[0-9a-f]{10}\.svg$/);
  });
  for (const name of used) {
    it(name, async () => {
      const file = files.get(name)!;
      const { classes, shapes } = await lucideIconMarkup(file);
      const { svg, url } = await sprite;
      const symbol = svg.match(new RegExp(`<symbol id="${file}" viewBox="0 0 24 24">(.*?)</symbol>`))?.[1];
      expect(symbol).toBe(shapes);
      const ours = icon(classes, `${url}#${file}`);
      const theirs = (lucide as unknown as Record<string, ComponentType<Record<string, unknown>>>)[name];
      for (const props of cases) {
        const drawn = renderToStaticMarkup(createElement(ours, props));
        expect(drawn).toContain(`<use href="${url}#${file}"></use>`);
        expect(normalize(drawn.replace(/<use href="[^"]*"><\/use>/, symbol!))).toBe(
          normalize(renderToStaticMarkup(createElement(theirs, props))),
        );
      }
    });
  }
});

/** Attributes in a fixed order and shapes written as the HTML parser reads them (`<path/>` and `<path></path>` are one element). */
function normalize(html: string): string {
  return html.replace(/<(\w+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g, (_, tag: string, attrs: string, self: string) => {
    const sorted = [...attrs.matchAll(/([\w:-]+)="([^"]*)"/g)]
      .map((a) => `${a[1]}="${a[2]}"`)
      .sort()
      .join(" ");
    return `<${tag}${sorted ? ` ${sorted}` : ""}${self ? "></" + tag : ""}>`;
  });
}
