# Shared by ./tabrelay and ./run-tests: find the tools TabRelay needs and build what is missing.
# Everything here prints to stderr: in `tabrelay stdio` mode stdout carries MCP protocol bytes only.

# Every external process here costs each start of `tabrelay stdio` (an MCP client starts it often):
# the hot path (find_java, ensure_server, ensure_class_cache) uses shell builtins where it can.
_lib="${BASH_SOURCE[0]}"; [ "${_lib%/*}" = "$_lib" ] && _lib="./$_lib"
# No `$(cd … && pwd)`: each fork costs every start of `tabrelay stdio` ~5 ms here.
case "$_lib" in /*) ;; *) _lib="$PWD/${_lib#./}" ;; esac
TABRELAY_HOME="${_lib%/scripts/*}"
BUILT_JAR="$TABRELAY_HOME/server/target/tabrelay.jar"
# What runs is a copy, replaced by rename: a daemon or proxy still running keeps its old file
# while a rebuild (ours, or anyone's `mvn package`) rewrites target/tabrelay.jar in place.
JAR="$TABRELAY_HOME/server/target/run/tabrelay.jar"
DIST="$TABRELAY_HOME/extension/dist"

say() { printf '%s\n' "$*" >&2; }

java_major() {  # prints the major version of the java binary $1, or nothing
  read_java_major "$1" && printf '%s\n' "$JAVA_MAJOR_READ"
}

# Sets JAVA_MAJOR_READ to the major version of the java binary $1 (false when unknown). No
# subshell: the JDK's release file says it without starting a JVM, and each fork costs every start
# of `tabrelay stdio` a few ms.
read_java_major() {
  local real="$1" release line v
  JAVA_MAJOR_READ=""
  [ -L "$real" ] && real=$(readlink -f "$1" 2>/dev/null || printf '%s' "$1")
  release="${real%/*}/../release"
  if [ -f "$release" ]; then
    while IFS= read -r line; do
      case "$line" in JAVA_VERSION=*)
        v=${line#JAVA_VERSION=}; v=${v//\"/}; v=${v#1.}; v=${v%%[!0-9]*}
        [ -n "$v" ] && { JAVA_MAJOR_READ="$v"; return 0; } ;;
      esac
    done < "$release"
  fi
  JAVA_MAJOR_READ=$("$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = \([0-9]*\).*/\1/p' | head -n1)
  [ -n "$JAVA_MAJOR_READ" ]
}

# Uses the java binary $1 when it is 21 or newer: sets JAVA, JAVA_MAJOR and JAVA_HOME.
use_java() {
  local c="$1"
  read_java_major "$c" && [ "$JAVA_MAJOR_READ" -ge 21 ] 2>/dev/null || return 1
  JAVA="$c"
  JAVA_MAJOR="$JAVA_MAJOR_READ"   # ensure_class_cache and build_server need it too
  [ -L "$c" ] && c=$(readlink -f "$c")
  c="${c%/bin/java}"; export JAVA_HOME="${c%/}"
}

# The JDK the search below chose last (when no JAVA_HOME was given), so later starts skip the
# search: on a machine whose default java is older, it cost each `tabrelay stdio` ~40 ms of forks.
# Delete it (or set JAVA_HOME) to choose again.
JAVA_CHOICE="$TABRELAY_HOME/server/target/run/java-choice"

# Sets JAVA to a java binary >= 21: JAVA_HOME, then PATH, then /usr/lib/jvm and macOS JDKs.
find_java() {
  local c
  if [ -z "${JAVA_HOME:-}" ] && [ -f "$JAVA_CHOICE" ] && IFS= read -r c < "$JAVA_CHOICE" && [ -x "$c" ] && use_java "$c"; then
    return 0
  fi
  for c in ${JAVA_HOME:+"$JAVA_HOME/bin/java"} "$(command -v java 2>/dev/null)" \
           /usr/lib/jvm/*/bin/java /Library/Java/JavaVirtualMachines/*/Contents/Home/bin/java; do
    [ -n "$c" ] && [ -x "$c" ] || continue
    if use_java "$c"; then
      [ -n "${_JAVA_HOME_GIVEN:-}" ] || remember_java_choice
      return 0
    fi
  done
  say "tabrelay: needs a Java Development Kit 21 or newer, and none was found (looked at JAVA_HOME, PATH, /usr/lib/jvm)."
  say "  Debian/Ubuntu: sudo apt-get install openjdk-21-jdk   ·   macOS: brew install openjdk@21   ·   or set JAVA_HOME."
  return 1
}
_JAVA_HOME_GIVEN="${JAVA_HOME:-}"   # find_java exports the one it found; only a given one is not remembered
remember_java_choice() {
  mkdir -p "${JAVA_CHOICE%/*}" 2>/dev/null && printf '%s\n' "$JAVA_HOME/bin/java" > "$JAVA_CHOICE.$$" 2>/dev/null \
    && mv -f "$JAVA_CHOICE.$$" "$JAVA_CHOICE" 2>/dev/null || rm -f "$JAVA_CHOICE.$$" 2>/dev/null
  return 0
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
  # Maven's bundled Guava trips JDK 24+'s sun.misc.Unsafe warnings; they are Maven's, not ours.
  local opts="${MAVEN_OPTS:-}"
  [ "${JAVA_MAJOR:-$(java_major "$JAVA")}" -ge 24 ] && opts="$opts --sun-misc-unsafe-memory-access=allow"
  (cd "$TABRELAY_HOME/server" && MAVEN_OPTS="$opts" mvn -q -B -DskipTests package 1>&2) || { say "tabrelay: the bridge build failed (output above)."; return 1; }
}

build_extension() {
  need_node || return 1
  say "Building the extension…"
  ( cd "$TABRELAY_HOME/extension" &&
    { [ -d node_modules ] || npm ci --no-audit --no-fund 1>&2; } &&
    npm run --silent build 1>&2 ) || { say "tabrelay: the extension build failed (output above)."; return 1; }
}

SERVER_SOURCES=("$TABRELAY_HOME/server/src/main" "$TABRELAY_HOME/server/pom.xml")
EXTENSION_SOURCES=("$TABRELAY_HOME/extension/src" "$TABRELAY_HOME/extension/manifest.json" "$TABRELAY_HOME/extension/build.mjs")

# Runs "$@" holding the build lock, so two clients starting at once do not build over each other.
with_build_lock() {
  mkdir -p "$TABRELAY_HOME/server/target"
  if command -v flock >/dev/null 2>&1; then
    ( flock -w 600 9 || { say "tabrelay: waited 10 minutes for another build to finish; giving up."; exit 1; }; "$@" ) \
      9>"$TABRELAY_HOME/server/target/.build.lock"
  else
    "$@"
  fi
}

install_jar() {  # copy then rename: atomic for anyone running the previous copy
  mkdir -p "$(dirname "$JAR")" && cp "$BUILT_JAR" "$JAR.tmp.$$" && mv -f "$JAR.tmp.$$" "$JAR"
}

# Builds whatever is missing or older than its sources (checked again under the lock: another
# process may have built it while we waited).
ensure_server() {
  stale "$JAR" "${SERVER_SOURCES[@]}" || return 0
  with_build_lock _ensure_server_locked
}
_ensure_server_locked() {
  stale "$JAR" "${SERVER_SOURCES[@]}" || return 0
  if stale "$BUILT_JAR" "${SERVER_SOURCES[@]}"; then build_server || return 1; fi
  install_jar
}

ensure_extension() {
  stale "$DIST/manifest.json" "${EXTENSION_SOURCES[@]}" || return 0
  with_build_lock _ensure_extension_locked
}
_ensure_extension_locked() {
  stale "$DIST/manifest.json" "${EXTENSION_SOURCES[@]}" || return 0
  build_extension
}

ensure_built() {
  ensure_server && ensure_extension
}

# `launch` on a fresh machine: when no Chromium-based browser is on PATH (and none was named with
# --browser or CHROME_PATH), install Chromium the way run-tests does, where we may (root + apt);
# otherwise the CLI itself says what to install.
ensure_browser() {
  [ -n "${CHROME_PATH:-}" ] && return 0
  local b
  for b in chromium chromium-browser google-chrome google-chrome-stable; do
    command -v "$b" >/dev/null 2>&1 && return 0
  done
  [ -x /usr/bin/chromium ] && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "No Chromium found: installing it (apt-get install chromium)…"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >&2 || say "tabrelay: installing Chromium failed (output above)."
  fi
  return 0
}

# The JDK's ahead-of-time class cache (JDK 25+, JEP 514/515) for the installed jar: made once per
# jar and JDK (`ensure_class_cache stdio`: in the background) by a training run (`tabrelay aot-train`: a daemon and the stdio proxy answering
# initialize in one process), so later starts load and link their classes from it. Optional: when
# the JDK is older or training fails, TABRELAY_JVM_CACHE falls back to the dynamic class-data
# archive JDK 19+ create by themselves. Sets TABRELAY_JVM_CACHE (an array of JVM options).
# The stdio proxy has a cache of its own (STDIO_AOT, trained in the same run): the daemon's holds
# ~5,600 classes that a JVM loads at start whether it needs them or not; the proxy needs ~1,300.
# Sets TABRELAY_STDIO_CACHE likewise. Without the AOT cache (a JDK 21-24, TABRELAY_AOT=0, a failed
# training) the proxy gets a dynamic archive of its own, as the daemon does: with none it loaded
# every class from the jar, ~1.8x the CPU of a start with one (bench/startup/README.md, fourth round).
AOT="$TABRELAY_HOME/server/target/run/tabrelay.aot"
STDIO_AOT="$TABRELAY_HOME/server/target/run/tabrelay-stdio.aot"
ensure_class_cache() {
  local jsa
  for jsa in "$TABRELAY_HOME/server/target/run/tabrelay.jsa" "$TABRELAY_HOME/server/target/run/tabrelay-stdio.jsa"; do
    # The JDK never remakes a dynamic archive of an older jar ("shared class paths mismatch": it
    # just runs without one, every start after a rebuild); without the file it makes a new one.
    [ -f "$jsa" ] && [ "$JAR" -nt "$jsa" ] && rm -f "$jsa"
  done
  TABRELAY_JVM_CACHE=(-XX:+AutoCreateSharedArchive -XX:SharedArchiveFile="$TABRELAY_HOME/server/target/run/tabrelay.jsa")
  TABRELAY_STDIO_CACHE=(-XX:+AutoCreateSharedArchive -XX:SharedArchiveFile="$TABRELAY_HOME/server/target/run/tabrelay-stdio.jsa")
  [ "${TABRELAY_AOT:-1}" = 0 ] && return 0
  [ "${JAVA_MAJOR:-$(java_major "$JAVA")}" -ge 25 ] 2>/dev/null || return 0
  if ! aot_current && [ "${1:-}" = stdio ]; then
    # An MCP client waits on this start, and the training takes seconds (tens on two busy cores,
    # past some clients' patience): it runs in the background, this start uses the dynamic archives.
    ( with_build_lock _train_class_cache ) </dev/null >/dev/null 2>&1 &
    return 0
  fi
  aot_current || { with_build_lock _train_class_cache || true; }
  aot_current && [ -f "$AOT" ] || return 0
  TABRELAY_JVM_CACHE=(-XX:AOTCache="$AOT" -Dtabrelay.aotCache="$AOT")
  # The property: a daemon the proxy starts in the background gets the daemon's cache.
  if [ -f "$STDIO_AOT" ] && ! [ "$JAR" -nt "$STDIO_AOT" ]; then
    TABRELAY_STDIO_CACHE=(-Dtabrelay.aotCache="$AOT" -XX:AOTCache="$STDIO_AOT")
  else
    TABRELAY_STDIO_CACHE+=(-Dtabrelay.aotCache="$AOT")
  fi
  return 0
}
# True when the cache (or the mark of a failed training) was made from this jar with this JDK.
aot_current() {
  local mark made_with=""
  [ -f "$AOT.java" ] && IFS= read -r made_with < "$AOT.java"
  [ "$made_with" = "$JAVA" ] || return 1
  for mark in "$AOT" "$AOT.failed"; do
    [ -f "$mark" ] && ! [ "$JAR" -nt "$mark" ] && return 0
  done
  return 1
}
_train_class_cache() {
  aot_current && return 0
  say "Building the JDK's class cache for faster starts (once per build)…"  # e2e harness: 'Building the' extends its start deadline
  # Also what a training killed midway left (an MCP client that ended the proxy's process group).
  rm -f "$AOT.failed" "$STDIO_AOT" "$AOT".tmp.* "$STDIO_AOT".tmp.*
  printf '%s\n' "$JAVA" > "$AOT.java"
  if "$JAVA" -Xlog:disable "${DAEMON_JVM[@]}" -XX:AOTCacheOutput="$AOT.tmp.$$" -jar "$JAR" aot-train --stdio-cache "$STDIO_AOT.tmp.$$" \
      >/dev/null 2>&1 </dev/null && [ -s "$AOT.tmp.$$" ]; then
    mv -f "$AOT.tmp.$$" "$AOT"
    [ -s "$STDIO_AOT.tmp.$$" ] && mv -f "$STDIO_AOT.tmp.$$" "$STDIO_AOT"
  else
    rm -f "$AOT"
    : > "$AOT.failed"   # not again for this jar; the dynamic archive serves meanwhile
  fi
  rm -f "$AOT.tmp.$$" "$AOT.tmp.$$.config" "$STDIO_AOT.tmp.$$" "$STDIO_AOT.tmp.$$.config"
}

# The JVM options ./tabrelay runs the jar with for the command "$@", one a line (the start-up
# bench runs java with them too). None may contain a space: the launcher splits them on whitespace.
# The daemon's JVM (serve, launch, the daemon a cold stdio starts, the other commands, and the class
# cache's training, whose flags must match): one GC thread and the quick compiler cost a relay that
# mostly moves JSON between sockets less CPU per call than the JIT's top tier, whose compiling never
# paid off in bench/relay/compare (1.15 vs 1.26 ms per call, idle), and the heap shrinks after a
# burst instead of keeping what it grew to (RSS over a soak: +19.5 % vs +27.8 % with G1 defaults).
# A 16 MiB young generation: the serial collector sized it from the machine's memory (~120 MiB
# here), all of it touched between collections, while a relayed call's garbage dies young and the
# live heap is ~10 MiB. bench/relay/compare, 8 clients: RSS 101 -> 118 MiB instead of 131 -> 212,
# the same CPU per call (8 MiB: no smaller RSS worth its more frequent collections at 64 clients).
# MarkSweepDeadRatio=0: a full collection compacts all of the old generation. By default it may
# leave up to 5 % of its committed space (~18 MiB here) as dead objects in place, which then stay
# resident and count as used: the live heap after a full GC read 9.5-19 MiB for the same objects,
# and the daemon's HeapKeeper (which runs a full GC once the old generation grew 8 MiB past that)
# measured from a moving base. With ~10 MiB live, the full compaction costs no visible pause.
DAEMON_JVM=(-XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:MinHeapFreeRatio=10 -XX:MaxHeapFreeRatio=20 -Xmn16m -XX:MarkSweepDeadRatio=0)

tabrelay_jvm_options() {  # prints them (the start-up bench reads them so)
  set_jvm_options "$@" && printf '%s\n' "${TABRELAY_JVM_OPTIONS[@]}"
}
# Sets TABRELAY_JVM_OPTIONS (an array) without a subshell, for the launcher's exec.
set_jvm_options() {
  local lean=() daemon_flags
  # Every command but the proxy: the class cache is made under these flags (the CLI's commands gain too).
  [ "${1:-}" = stdio ] || lean=("${DAEMON_JVM[@]}")
  # The stdio proxy relays lines and does little else: the quick compiler and one GC thread cost it
  # less start-up CPU than the JIT's top tier and G1 (bench/startup/README.md).
  # (The flags must match TrainCommand.STDIO_JVM, which its cache is made with.)
  local cache=("${TABRELAY_JVM_CACHE[@]}")
  if [ "${1:-}" = stdio ]; then case " $* " in *" --embedded "*) lean=("${DAEMON_JVM[@]}") ;; *)
    daemon_flags="${DAEMON_JVM[*]}"   # for the daemon it may start (BackgroundDaemonLauncher)
    # No hsperfdata file (a file created and mapped in /tmp at each start, for jps and jstat).
    lean=(-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData "-Dtabrelay.daemonJvm=${daemon_flags// /,}")
    cache=(${TABRELAY_STDIO_CACHE[@]+"${TABRELAY_STDIO_CACHE[@]}"}) ;; esac; fi
  TABRELAY_JVM_OPTIONS=(-Xlog:disable ${cache[@]+"${cache[@]}"} ${lean[@]+"${lean[@]}"} \
      -Dreactor.schedulers.defaultBoundedElasticOnVirtualThreads=true -Dtabrelay.home="$TABRELAY_HOME")
}
