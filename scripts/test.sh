#!/usr/bin/env bash
# Every check, in two turbo runs, so that each gets the concurrency this 2-core machine serves best
# (figures: docs/performance.md, "The test command's time" and "Issue 52 §6"):
#  1. the checks (ESLint, type checks, lint, the unit and component suites), Storybook's story tests
#     and the demo's build, two at a time: each is one process that leaves the other core idle, and
#     the component suites already run in Chromium two at a time here;
#  2. the Playwright suites (site, demo, editor) one at a time: two at once have failed good tests on
#     this machine. Their builds are the first run's, restored from turbo's cache.
# Both run every task to its end (--continue) and the command fails if any task failed. A failure of
# the first run would scroll far out of sight behind the second's output, so the end repeats the
# failed tasks and their error lines, then what each failed browser test reported (its error and the
# call log of the action it was in), which the list reporter printed far above. Its very last lines
# are each phase's time (scripts/phase-times.mjs, from turbo's run summaries).
set -u
started=$(date +%s)
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
turbo run //#lint:eslint typecheck lint test build:demo //#test:storybook --concurrency=2 --continue --summarize 2>&1 | tee "$logs/checks"
checks=${PIPESTATUS[0]}
turbo run test:e2e test:e2e:demo test:e2e:editor --concurrency=1 --continue --summarize 2>&1 | tee "$logs/suites"
suites=${PIPESTATUS[0]}
summary() { sed -n 's/\x1b\[[0-9;]*m//g; s/^ *Summary: *//p' "$1" | tail -n 1; }
phases() { node scripts/phase-times.mjs "$started" "$(summary "$logs/checks")" "$(summary "$logs/suites")"; }
if [ "$checks" -ne 0 ] || [ "$suites" -ne 0 ]; then
  echo
  echo "== What failed (checks: exit $checks, browser suites: exit $suites)"
  grep -hE 'Failed:|ERROR|error TS|[✘×]|FAIL|AssertionError|Error:' "$logs/checks" "$logs/suites" | grep -v '✓' | tail -n 60
  node apps/site/scripts/e2e-failures.mjs "$started"
  phases || true
  exit 1
fi
phases || true
