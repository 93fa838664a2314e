#!/usr/bin/env bash
# Every check, in two turbo runs, so that each gets the concurrency this 2-core machine serves best
# (figures: docs/performance.md, "The test command's time"):
#  1. the checks (ESLint, type checks, lint, the unit and component suites) two at a time: each is
#     one process that leaves the other core idle;
#  2. the browser suites (site, demo, editor, Storybook) one at a time: two at once have failed
#     good tests on this machine.
# Both run every task to its end (--continue) and the command fails if any task failed.
set -u
turbo run //#lint:eslint typecheck lint test --concurrency=2 --continue
checks=$?
turbo run test:e2e test:e2e:demo test:e2e:editor //#test:storybook --concurrency=1 --continue
suites=$?
exit $(( checks != 0 || suites != 0 ))
