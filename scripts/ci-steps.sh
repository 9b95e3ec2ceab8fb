# Sourced by .ci/run and scripts/test-all.sh: timed steps that never stop the run, and the summary at its end.
# Each step's output is shown and kept in test-results/logs/KEY.log; its outcome and seconds go to
# test-results/ci-steps.tsv, which scripts/ci-summary.mjs reads with the test reports beside it.
CI_RESULTS=test-results
CI_STEPS="$CI_RESULTS/ci-steps.tsv"

# ci_begin — a fresh results folder (a run started by .ci/run keeps the one it began, with its install step).
ci_begin() {
  if [ -z "${CI_STEPS_STARTED:-}" ]; then
    rm -rf "$CI_RESULTS"
    mkdir -p "$CI_RESULTS/logs"
    : >"$CI_STEPS"
    export CI_STEPS_STARTED=1
  fi
}

# step KEY "title" command… — runs the command and records whether it passed and how long it took; returns its status.
step() {
  local key=$1 title=$2
  shift 2
  printf '\n== %s ==\n' "$title"
  local start=$SECONDS
  "$@" 2>&1 | tee "$CI_RESULTS/logs/$key.log"
  local rc=${PIPESTATUS[0]}
  local outcome=passed
  [ "$rc" = 0 ] || outcome=failed
  printf '%s\t%s\t%s\t%s\n' "$key" "$outcome" "$((SECONDS - start))" "$title" >>"$CI_STEPS"
  return "$rc"
}

# skip KEY "title" "why" — a step not run, and why.
skip() {
  printf '\n== %s ==\n(skipped: %s)\n' "$2" "$3"
  printf '%s\tskipped\t0\t%s (%s)\n' "$1" "$2" "$3" >>"$CI_STEPS"
}

# ci_summary — prints the summary; its status is non-zero when a step or a test failed.
ci_summary() {
  node scripts/ci-summary.mjs "$CI_RESULTS"
}
