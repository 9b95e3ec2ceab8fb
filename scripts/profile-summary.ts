// Sums the self time of a `node --cpu-prof` profile by package (or app file) and by function, so a
// profile taken under load (see docs/decisions/007) reads as a short list of where the CPU went.
// Usage: npx tsx scripts/profile-summary.ts /tmp/prof/CPU.….cpuprofile [top=25]
import { readFileSync } from "node:fs";

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error("usage: profile-summary.ts <file.cpuprofile> [top]");
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

/** `node_modules/@scope/name` or `node_modules/name`, else the file under the project, else V8's own label. */
function owner({ url, functionName }: Node["callFrame"]) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith("node:")) return url;
  if (!url) return `(${functionName || "native"})`;
  return url.replace(/^file:\/\//, "").replace(process.cwd() + "/", "");
}

const self = { owner: new Map<string, number>(), fn: new Map<string, number>() };
let total = 0;
profile.samples.forEach((id, i) => {
  const frame = byId.get(id)!.callFrame;
  const dt = profile.timeDeltas[i] ?? 0;
  total += dt;
  const o = owner(frame);
  self.owner.set(o, (self.owner.get(o) ?? 0) + dt);
  const fn = `${frame.functionName || "(anonymous)"} ${o}:${frame.lineNumber + 1}`;
  self.fn.set(fn, (self.fn.get(fn) ?? 0) + dt);
});

const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
};
console.log(`${(total / 1e6).toFixed(1)} s sampled`);
print("self time by package / file", self.owner);
print("self time by function", self.fn);
