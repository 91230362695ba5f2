#!/usr/bin/env bash
# The official MCP conformance suite (@modelcontextprotocol/conformance, pinned in
# conformance/package.json) against a throwaway daemon's /mcp:
#   1. starts the daemon as users run it (`tabrelay serve`, production capabilities) on a free
#      loopback port with an empty config dir whose plugins/ folder holds the suite's fixture
#      tools as a Java plugin (conformance/plugin/, compiled here; docs/mcp-conformance.md),
#   2. runs every server scenario of the pinned release (--suite all: pending ones too),
#   3. prints the result table and fails unless each scenario passes or is listed, with its
#      reason, in conformance/expected-failures.yml (those that do not apply to production) (a listed scenario that passes fails too:
#      the suite calls that a stale baseline).
# The suite needs Node >= 22: it runs on the npm package `node` installed in conformance/.
set -uo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$TABRELAY_HOME"
find_java || exit 1
ensure_server || exit 1
dir="$TABRELAY_HOME/conformance"
expected="$dir/expected-failures.yml"

# Every entry says why: "  - scenario-name  # reason".
bare=$(grep -E '^\s*-\s' "$expected" | grep -v '#' || true)
if [ -n "$bare" ]; then
  say "conformance: each entry of conformance/expected-failures.yml needs a '# reason'; these have none:"; say "$bare"
  exit 1
fi
if [ ! -d "$dir/node_modules" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
  (cd "$dir" && npm ci --no-audit --no-fund >&2) || { say "conformance: npm ci failed in conformance/."; exit 1; }
fi
node22="$dir/node_modules/.bin/node"

tmp=$(mktemp -d)
daemon_pid=
cleanup() { [ -n "$daemon_pid" ] && kill "$daemon_pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT
# The fixtures as a plugin jar, compiled against the plugin API alone (as docs/plugins.md says a
# plugin is), so the suite meets the tools a plugin can add and nothing a test mode would add.
api="$TABRELAY_HOME/server/src/main/java/dev/tabrelay/plugin"
plugin="$dir/plugin"
mkdir -p "$tmp/classes" "$tmp/config/plugins"
"$JAVA_HOME/bin/javac" --release 21 -d "$tmp/classes" $(ls "$api"/*.java | grep -v package-info) \
    "$plugin/dev/tabrelay/conformance/FixturePlugin.java" >&2 || { say "conformance: the fixture plugin did not compile."; exit 1; }
cp -r "$plugin/META-INF" "$tmp/classes/"
"$JAVA_HOME/bin/jar" cf "$tmp/config/plugins/conformance-fixtures.jar" -C "$tmp/classes" dev/tabrelay/conformance \
    -C "$tmp/classes" META-INF || { say "conformance: could not pack the fixture plugin."; exit 1; }
"$TABRELAY_HOME/tabrelay" serve --port 0 --config-dir "$tmp/config" 2>"$tmp/daemon.log" &
daemon_pid=$!
url=
for _ in $(seq 1 120); do
  url=$(sed -n 's/^TabRelay .* is running on \(http[^ ]*\)$/\1/p' "$tmp/daemon.log" | head -n1)
  [ -n "$url" ] && break
  kill -0 "$daemon_pid" 2>/dev/null || break
  sleep 0.5
done
if [ -z "$url" ]; then
  say "conformance: the daemon did not start; its log:"; cat "$tmp/daemon.log" >&2; exit 1
fi
say "conformance: suite $("$node22" -p 'require("./conformance/node_modules/@modelcontextprotocol/conformance/package.json").version')" \
  "on Node $("$node22" --version) against $url/mcp"

"$node22" "$dir/node_modules/@modelcontextprotocol/conformance/dist/index.js" server --url "$url/mcp" --suite all \
  --expected-failures "$expected" -o "$tmp/results" >"$tmp/suite.log" 2>&1
rc=$?
# The suite's own summary table (one line per scenario), then its verdict on the baseline.
sed -n '/=== SUMMARY ===/,$p' "$tmp/suite.log"
if [ $rc -ne 0 ]; then
  say "conformance: FAILED (exit $rc). Failing checks:"
  grep -h -B1 -A3 '"status": "FAILURE"' "$tmp"/results/*/checks.json 2>/dev/null | head -80 >&2
  kill -0 "$daemon_pid" 2>/dev/null || { say "the daemon died; its log:"; tail -40 "$tmp/daemon.log" >&2; }
fi
exit $rc
