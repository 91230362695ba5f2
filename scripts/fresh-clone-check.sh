#!/usr/bin/env bash
# The fast part of the suite in a fresh clone of this repository, in an empty folder with nothing
# beside it (no ../shared benchmark data, no untracked files, no earlier build): catches a test
# that leans on something outside the repository. The npm packages are linked from this tree
# (the same lock files), so it needs no network.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git clone -q "$TABRELAY_HOME" "$tmp/repo"
cd "$tmp/repo"
ln -s "$TABRELAY_HOME/node_modules" node_modules
ln -s "$TABRELAY_HOME/extension/node_modules" extension/node_modules
say "fresh clone at $tmp/repo (commit $(git rev-parse --short HEAD))"
# Each step's failure fails the stage, with its output: `a && say ok` under `set -e` would not
# (a failing command left of && does not stop the script), and its output went to /dev/null.
if ! (cd extension && npm test --silent >"$tmp/unit-tests.log" 2>&1); then
  say "fresh clone: the extension unit tests FAILED; their output:"
  cat "$tmp/unit-tests.log" >&2
  exit 1
fi
say "fresh clone: extension unit tests ok ($(grep -Eo '^ℹ pass [0-9]+' "$tmp/unit-tests.log" | grep -Eo '[0-9]+' || echo '?') passed)"
node bench/extraction/quality.mjs --check
