#!/usr/bin/env bash
# The whole test suite, as CI runs it: the API document and its client, typecheck, lint, format, the build (made
# once, used by the multi-instance test, the bench smoke and e2e), unit + integration tests on the embedded PGlite,
# the integration tests on a real PostgreSQL when one answers (with the multi-instance test), the bench smoke, e2e.
# Every step runs even when an earlier one failed (unless it needs what failed); each is timed, its output kept
# under test-results/logs/ (scripts/ci-steps.sh), and the run ends with a summary of the failed steps and tests
# (scripts/ci-summary.mjs), exiting non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
PG_URL="${TEST_PG_URL:-postgresql://postgres@127.0.0.1:5432/test}"
# shellcheck source=scripts/ci-steps.sh
. scripts/ci-steps.sh
ci_begin
vitest_json() { echo "--reporter=default --reporter=json --outputFile.json=$CI_RESULTS/$1.json"; }

# The REST API's document linted by two tools no one here wrote, and a client generated from it that must compile
# strictly; first, as the typecheck reads the generated types (its run against the app is
# test/partner-example.test.ts, in the vitest step).
step openapi "OpenAPI document (Redocly, Spectral) and generated client (openapi-typescript, tsc --strict)" \
  npm run --silent test:openapi
step typecheck "typecheck" npm run --silent typecheck
step lint "lint" npm run --silent lint
step format "format (Prettier)" npm run --silent format:check
built=true
step build "build" npm run --silent build || built=false

# shellcheck disable=SC2046 # the reporter flags are separate words
step vitest-pglite "unit and integration tests (PGlite)" npx vitest run $(vitest_json vitest-pglite)

pg_host=$(node -e 'const u=new URL(process.argv[1]);console.log(u.hostname+" "+(u.port||5432))' "$PG_URL")
# shellcheck disable=SC2086 # host and port are two words
if node -e 'const [h,p]=process.argv.slice(1);require("net").connect(+p,h).on("connect",()=>process.exit(0)).on("error",()=>process.exit(1))' $pg_host; then
  # The integration project only (the unit files never open a database), with the multi-instance test: two
  # instances of the build behind nginx on one PostgreSQL (docs/deploy.md); it says why when it skips (no nginx).
  multi=0
  [ "$built" = true ] && multi=1
  # shellcheck disable=SC2046
  step vitest-postgres "integration tests and multi-instance (PostgreSQL at ${pg_host/ /:})" \
    env TEST_DATABASE_URL="$PG_URL" MULTI_INSTANCE_TEST=$multi npx vitest run --project integration $(vitest_json vitest-postgres)
else
  skip vitest-postgres "integration tests (PostgreSQL)" "no PostgreSQL at ${pg_host/ /:}"
fi

if [ "$built" = true ]; then
  # The benchmark's smoke run on the build: short loads, no Lighthouse. It fails only if the bench itself breaks
  # (the server does not start, a page or read does not answer 200), never on a missed target.
  step bench "benchmark smoke run" env BENCH_SECONDS=1 npx tsx scripts/bench.ts --no-lighthouse
  step chromium "Chromium for e2e" bash scripts/ensure-chromium.sh &&
    step e2e "e2e (Chromium)" env E2E_JSON_REPORT="$CI_RESULTS/playwright.json" npx playwright test
else
  skip bench "benchmark smoke run" "the build failed"
  skip e2e "e2e (Chromium)" "the build failed"
fi

ci_summary
