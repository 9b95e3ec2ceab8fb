#!/usr/bin/env bash
# The whole test suite, as CI runs it: typecheck, lint, the API document and its client, unit + integration tests on the embedded
# PGlite, the same integration tests on a real PostgreSQL when one answers, build, e2e in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
PG_URL="${TEST_PG_URL:-postgresql://postgres@127.0.0.1:5432/test}"

step() { printf '\n== %s ==\n' "$1"; }

# The REST API's document linted by two tools no one here wrote, and a client generated from it that must
# compile strictly; first, as the typecheck reads the generated types (its run against the app is test/partner-example.test.ts, in the vitest step).
step "OpenAPI document (Redocly, Spectral) and generated client (openapi-typescript, tsc --strict)"; npm run --silent test:openapi
step "typecheck"; npm run --silent typecheck
step "lint"; npm run --silent lint
step "format (Prettier)"; npm run --silent format:check
step "unit and integration tests (PGlite)"; npx vitest run

pg_host=$(node -e 'const u=new URL(process.argv[1]);console.log(u.hostname+" "+(u.port||5432))' "$PG_URL")
pg_up=false
if node -e 'const [h,p]=process.argv.slice(1);require("net").connect(+p,h).on("connect",()=>process.exit(0)).on("error",()=>process.exit(1))' $pg_host; then
  pg_up=true
  step "integration tests (PostgreSQL at ${pg_host/ /:})"; TEST_DATABASE_URL="$PG_URL" npx vitest run
else
  echo "(no PostgreSQL at ${pg_host/ /:}: skipping the real-server run)"
fi

step "build"; npm run --silent build
# Two instances of the build behind nginx on one PostgreSQL (docs/deploy.md); the test says why when it
# skips (no nginx).
if [ "$pg_up" = true ]; then
  step "multi-instance (two instances behind nginx, PostgreSQL at ${pg_host/ /:})"
  MULTI_INSTANCE_TEST=1 TEST_DATABASE_URL="$PG_URL" npx vitest run test/multi-instance.test.ts
else
  echo "(no PostgreSQL at ${pg_host/ /:}: skipping the multi-instance test)"
fi
# The benchmark's smoke run: short loads, no Lighthouse. It fails only if the bench itself breaks (the
# server does not start, a page or read does not answer 200), never on a missed target.
step "benchmark smoke run"; BENCH_SECONDS=1 npx tsx scripts/bench.ts --no-lighthouse
step "e2e (Chromium)"; bash scripts/ensure-chromium.sh; npx playwright test
