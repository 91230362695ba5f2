// The launcher's class caches for `tabrelay stdio` (scripts/lib.sh ensure_class_cache), on a copy of
// lib.sh in a throw-away home with a fake JDK: the proxy always starts with a class archive (a JDK
// before 25 has no AOT cache: its own dynamic archive then), and the first start after a build does
// not wait for the AOT cache's training, which goes on in the background and is used once made; a
// dynamic archive of an older jar is removed (the JDK would run without it forever).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, constants, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ROOT } from './harness/paths.mjs';

const home = mkdtempSync(path.join(tmpdir(), 'tabrelay-cache-'));
const run = path.join(home, 'server/target/run');
mkdirSync(path.join(home, 'scripts'));
mkdirSync(run, { recursive: true });
copyFileSync(path.join(ROOT, 'scripts/lib.sh'), path.join(home, 'scripts/lib.sh'));
writeFileSync(path.join(run, 'tabrelay.jar'), '');
const gate = path.join(home, 'gate');
after(() => {
  // A training still held at the gate (a test that failed midway) is let go rather than left waiting.
  try {
    const fd = openSync(gate, constants.O_WRONLY | constants.O_NONBLOCK);
    writeFileSync(fd, 'go\n');
    closeSync(fd);
  } catch { /* no gate, or nobody waits at it */ }
  rmSync(home, { recursive: true, force: true });
});

/**
 * A "JDK" of `version` whose java, asked to train (aot-train), waits for a line on `gate` (a FIFO)
 * and then writes both caches; anything else it is asked it does at once.
 */
function fakeJdk(version, gate) {
  const jdk = path.join(home, `jdk-${version}`);
  mkdirSync(path.join(jdk, 'bin'), { recursive: true });
  writeFileSync(path.join(jdk, 'release'), `JAVA_VERSION="${version}"\n`);
  writeFileSync(path.join(jdk, 'bin', 'java'), `#!/bin/sh
out=""; stdio=""; prev=""; train=""
for a in "$@"; do
  case "$a" in -XX:AOTCacheOutput=*) out="\${a#-XX:AOTCacheOutput=}" ;; aot-train) train=1 ;; esac
  [ "$prev" = --stdio-cache ] && stdio="$a"
  prev="$a"
done
[ -n "$train" ] || exit 0
read line < "${gate}"
echo cache > "$out"; echo cache > "$stdio"
`);
  chmodSync(path.join(jdk, 'bin', 'java'), 0o755);
  return jdk;
}

/** The stdio proxy's JVM options as `./tabrelay stdio` sets them, from the copy. */
function stdioOptions(jdk) {
  const r = spawnSync('bash', ['-c', '. scripts/lib.sh && find_java && ensure_class_cache stdio && tabrelay_jvm_options stdio'],
    { cwd: home, env: { ...process.env, JAVA_HOME: jdk }, encoding: 'utf8', timeout: 20_000 });
  assert.equal(r.error, undefined, `ensure_class_cache stdio returned (it waited for the training?): ${r.error}`);
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.trim().split('\n');
}

test('on a JDK before 25 the stdio proxy starts with a dynamic class archive of its own', () => {
  const options = stdioOptions(fakeJdk(21, '/dev/null'));
  assert.ok(options.includes('-XX:+AutoCreateSharedArchive'), options.join(' '));
  assert.ok(options.includes(`-XX:SharedArchiveFile=${run}/tabrelay-stdio.jsa`), options.join(' '));
});

test('a dynamic archive older than the jar is removed, so the JDK makes a new one (it never remakes it itself)', () => {
  const jdk = fakeJdk(21, '/dev/null');
  const archive = path.join(run, 'tabrelay-stdio.jsa');
  writeFileSync(archive, 'old');
  utimesSync(archive, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
  stdioOptions(jdk);
  assert.ok(!existsSync(archive), 'the stale archive is gone');
  writeFileSync(archive, 'current');
  stdioOptions(jdk);
  assert.ok(existsSync(archive), 'a current one stays');
});

test('the first stdio start after a build does not wait for the AOT training, whose cache later starts use', async () => {
  assert.equal(spawnSync('mkfifo', [gate]).status, 0);
  const jdk = fakeJdk(25, gate);
  const first = stdioOptions(jdk);   // the training is held at the gate meanwhile
  assert.ok(!first.some((o) => o.startsWith('-XX:AOTCache=')), `no AOT cache yet: ${first.join(' ')}`);
  assert.ok(first.includes(`-XX:SharedArchiveFile=${run}/tabrelay-stdio.jsa`), `the dynamic archive meanwhile: ${first.join(' ')}`);

  const writer = await open(gate, 'w');   // opens once the background training reads the gate
  await writer.write('go\n');
  await writer.close();
  const lock = spawnSync('flock', ['-w', '20', path.join(home, 'server/target/.build.lock'), 'true']);   // the training holds it until done
  assert.equal(lock.status, 0);
  assert.ok(existsSync(path.join(run, 'tabrelay-stdio.aot')), 'the background training made the proxy\'s cache');
  const later = stdioOptions(jdk);
  assert.ok(later.includes(`-XX:AOTCache=${run}/tabrelay-stdio.aot`), later.join(' '));
});
