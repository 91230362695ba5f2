# Shared by ./tabrelay and ./run-tests: find the tools TabRelay needs and build what is missing.
# Everything here prints to stderr: in `tabrelay stdio` mode stdout carries MCP protocol bytes only.

TABRELAY_HOME="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
JAR="$TABRELAY_HOME/server/target/tabrelay.jar"
DIST="$TABRELAY_HOME/extension/dist"

say() { printf '%s\n' "$*" >&2; }

java_major() {  # prints the major version of the java binary $1, or nothing
  "$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = \([0-9]*\).*/\1/p' | head -n1
}

# Sets JAVA to a java binary >= 21: JAVA_HOME, then PATH, then /usr/lib/jvm and macOS JDKs.
find_java() {
  local c v
  for c in ${JAVA_HOME:+"$JAVA_HOME/bin/java"} "$(command -v java 2>/dev/null)" \
           /usr/lib/jvm/*/bin/java /Library/Java/JavaVirtualMachines/*/Contents/Home/bin/java; do
    [ -n "$c" ] && [ -x "$c" ] || continue
    v=$(java_major "$c")
    if [ -n "$v" ] && [ "$v" -ge 21 ]; then
      JAVA="$c"
      export JAVA_HOME="$(cd "$(dirname "$c")/.." && pwd)"
      return 0
    fi
  done
  say "tabrelay: needs a Java Development Kit 21 or newer, and none was found (looked at JAVA_HOME, PATH, /usr/lib/jvm)."
  say "  Debian/Ubuntu: sudo apt-get install openjdk-21-jdk   ·   macOS: brew install openjdk@21   ·   or set JAVA_HOME."
  return 1
}

need_node() {
  if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    say "tabrelay: needs Node.js 20+ and npm to build the extension and run the tests, and they were not found."
    say "  Debian/Ubuntu: sudo apt-get install nodejs npm   ·   macOS: brew install node"
    return 1
  fi
  local major; major=$(node -p 'process.versions.node.split(".")[0]')
  if [ "$major" -lt 20 ]; then
    say "tabrelay: Node.js $(node --version) is too old; install Node.js 20 or newer."
    return 1
  fi
}

# True when $1 is missing or older than any file under the given source paths.
stale() {
  local target="$1"; shift
  [ -e "$target" ] || return 0
  [ -n "$(find "$@" -newer "$target" -type f -print -quit 2>/dev/null)" ]
}

build_server() {
  find_java || return 1
  if ! command -v mvn >/dev/null 2>&1; then
    say "tabrelay: needs Apache Maven 3.8+ to build the bridge (Debian/Ubuntu: sudo apt-get install maven; macOS: brew install maven)."
    return 1
  fi
  say "Building the bridge (Maven)…"
  (cd "$TABRELAY_HOME/server" && mvn -q -B -DskipTests package 1>&2) || { say "tabrelay: the bridge build failed (output above)."; return 1; }
}

build_extension() {
  need_node || return 1
  say "Building the extension…"
  ( cd "$TABRELAY_HOME/extension" &&
    { [ -d node_modules ] || npm ci --no-audit --no-fund 1>&2; } &&
    npm run --silent build 1>&2 ) || { say "tabrelay: the extension build failed (output above)."; return 1; }
}

# Builds whatever is missing or older than its sources.
ensure_built() {
  if stale "$JAR" "$TABRELAY_HOME/server/src/main" "$TABRELAY_HOME/server/pom.xml"; then build_server || return 1; fi
  if stale "$DIST/manifest.json" "$TABRELAY_HOME/extension/src" "$TABRELAY_HOME/extension/manifest.json" \
       "$TABRELAY_HOME/extension/build.mjs"; then build_extension || return 1; fi
}
