// The end of a CI run (.ci/run, npm test): each step's outcome and time, the tests counted from vitest's and
// Playwright's JSON reports, then every failed step and failed test with its file and first error lines, so a run
// refused for time or a failure can be diagnosed from its last screen. Plain Node (no packages): it runs even
// when the install failed. Exits 1 when a step or a test failed.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? "test-results";
const ERROR_LINES = 8;
/** Lines of a failed step's own output shown when it has no test report (a type error, a lint finding…). */
const LOG_LINES = 25;

/** The test reports a step writes, by its key in ci-steps.tsv. */
const REPORTS = {
  "vitest-pglite": { kind: "vitest", file: "vitest-pglite.json", label: "vitest (PGlite: unit + integration)" },
  "vitest-postgres": { kind: "vitest", file: "vitest-postgres.json", label: "vitest (PostgreSQL: integration)" },
  e2e: { kind: "playwright", file: "playwright.json", label: "Playwright (e2e)" },
};

const ESCAPE = String.fromCharCode(27);
/** The text without its terminal colours. */
const plain = (text) => String(text ?? "").replace(new RegExp(`${ESCAPE}\\[[0-9;]*m`, "g"), "");
const firstLines = (text, n = ERROR_LINES) =>
  plain(text)
    .split("\n")
    .filter((line) => line.trim())
    .slice(0, n);
const minutes = (s) => (s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s` : `${s} s`);
const relative = (file) => (file ? path.relative(process.cwd(), file) || file : "?");

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** Counts and failures of a vitest JSON report (Jest's format): per test, and per file that failed to load. */
function vitestReport(report) {
  const failures = [];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    for (const t of tests) {
      if (t.status === "passed") passed++;
      else if (t.status === "failed") {
        failed++;
        failures.push({ name: t.fullName || t.title, file: relative(file.name), error: (t.failureMessages ?? []).join("\n") });
      } else skipped++;
    }
    // A file that failed outside its tests (an import error, a hook) has its message on the file.
    if (file.status === "failed" && !tests.some((t) => t.status === "failed")) {
      failed++;
      failures.push({ name: "(the file itself)", file: relative(file.name), error: file.message || "failed" });
    }
  }
  return { passed, failed, skipped, failures };
}

/** Counts and failures of a Playwright JSON report; a flaky test (passed on a retry) counts as failed. */
function playwrightReport(report) {
  const failures = [];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const walk = (suite, titles) => {
    const here = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === "expected") passed++;
        else if (t.status === "skipped") skipped++;
        else {
          failed++;
          const errors = (t.results ?? []).flatMap((r) => r.errors ?? (r.error ? [r.error] : []));
          failures.push({
            name: [...here, spec.title].join(" › ") + (t.status === "flaky" ? " (flaky: failed, then passed)" : ""),
            file: `e2e/${spec.file}:${spec.line}`,
            error: errors.map((e) => e.message ?? e.stack ?? "").join("\n") || `status ${t.status}`,
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const e of report.errors ?? []) {
    failed++;
    failures.push({
      name: "(outside any test)",
      file: e.location ? `${relative(e.location.file)}:${e.location.line}` : "?",
      error: e.message,
    });
  }
  return { passed, failed, skipped, failures };
}

const steps = existsSync(path.join(dir, "ci-steps.tsv"))
  ? readFileSync(path.join(dir, "ci-steps.tsv"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [key, outcome, seconds, title] = line.split("\t");
        return { key, outcome, seconds: Number(seconds), title };
      })
  : [];

const out = [];
out.push("", "==================== Summary ====================", "", "Steps:");
for (const s of steps)
  out.push(`  ${s.outcome.padEnd(7)} ${s.outcome === "skipped" ? "".padStart(12) : minutes(s.seconds).padStart(12)}  ${s.title}`);
const total = steps.reduce((sum, s) => sum + s.seconds, 0);
out.push(`  ${"".padEnd(7)} ${minutes(total).padStart(12)}  in all`);

out.push("", "Tests:");
let passed = 0;
let failed = 0;
const testFailures = [];
const missingReports = [];
for (const s of steps) {
  const spec = REPORTS[s.key];
  if (!spec || s.outcome === "skipped") continue;
  const report = readJson(path.join(dir, spec.file));
  if (!report) {
    missingReports.push(s);
    out.push(`  ${spec.label}: no report (${path.join(dir, spec.file)}): the step ended before writing it`);
    continue;
  }
  const counts = spec.kind === "vitest" ? vitestReport(report) : playwrightReport(report);
  passed += counts.passed;
  failed += counts.failed;
  testFailures.push(...counts.failures.map((f) => ({ ...f, where: spec.label })));
  out.push(`  ${spec.label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}

const failedSteps = steps.filter((s) => s.outcome === "failed");
if (failedSteps.length) {
  out.push("", "Failed steps:");
  for (const s of failedSteps) {
    out.push(`  ✗ ${s.title} (${minutes(s.seconds)}; its output: ${path.join(dir, "logs", `${s.key}.log`)})`);
    // A step with a test report is explained by its failed tests below; another shows the end of its output.
    if (REPORTS[s.key] && !missingReports.includes(s)) continue;
    const log = path.join(dir, "logs", `${s.key}.log`);
    const lines = existsSync(log) ? plain(readFileSync(log, "utf8")).trimEnd().split("\n").slice(-LOG_LINES) : [];
    for (const line of lines) out.push(`      ${line}`);
  }
}
if (testFailures.length) {
  out.push("", "Failed tests:");
  for (const f of testFailures) {
    out.push(`  ✗ ${f.name}`, `      ${f.where} — ${f.file}`);
    for (const line of firstLines(f.error)) out.push(`      ${line}`);
  }
}
out.push("", `Steps: ${steps.length - failedSteps.length} passed or skipped, ${failedSteps.length} failed`);
out.push(`Summary: ${passed} passed, ${failed} failed`);
console.log(out.join("\n"));
process.exit(failedSteps.length || failed ? 1 : 0);
