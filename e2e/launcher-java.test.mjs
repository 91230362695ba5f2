// The launcher's JDK choice (scripts/lib.sh find_java), on a copy of lib.sh in a throw-away home so
// the real checkout's remembered choice is untouched: the search's result is remembered, the
// remembered JDK is used without a search (a fake JDK that only the file names proves it), one that
// is too old or gone is searched again, and a given JAVA_HOME is never remembered.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ROOT } from './harness/paths.mjs';

const home = mkdtempSync(path.join(tmpdir(), 'tabrelay-java-'));
mkdirSync(path.join(home, 'scripts'));
copyFileSync(path.join(ROOT, 'scripts/lib.sh'), path.join(home, 'scripts/lib.sh'));
const CHOICE = path.join(home, 'server/target/run/java-choice');
after(() => rmSync(home, { recursive: true, force: true }));

/** Runs find_java from the copy; returns JAVA and JAVA_MAJOR as it set them. */
function findJava(env = {}) {
  const base = { ...process.env };
  delete base.JAVA_HOME;
  const r = spawnSync('bash', ['-c', '. scripts/lib.sh && find_java && echo "$JAVA $JAVA_MAJOR"'],
    { cwd: home, env: { ...base, ...env }, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  const [java, major] = r.stdout.trim().split('\n').at(-1).split(' ');
  return { java, major: Number(major) };
}

/** A "JDK" whose release file says `version` and whose java only prints that it ran. */
function fakeJdk(name, version) {
  const dir = path.join(home, name);
  mkdirSync(path.join(dir, 'bin'), { recursive: true });
  writeFileSync(path.join(dir, 'release'), `IMPLEMENTOR="test"\nJAVA_VERSION="${version}"\n`);
  writeFileSync(path.join(dir, 'bin/java'), '#!/bin/sh\necho fake\n');
  chmodSync(path.join(dir, 'bin/java'), 0o755);
  return path.join(dir, 'bin/java');
}

test('the JDK the search finds is remembered, and used next time without a search', () => {
  const found = findJava();
  assert.ok(found.major >= 21, `found ${found.java} (${found.major})`);
  assert.equal(readFileSync(CHOICE, 'utf8').trim(), found.java);

  const fake = fakeJdk('fake-25', '25.0.1');
  writeFileSync(CHOICE, `${fake}\n`);
  assert.deepEqual(findJava(), { java: fake, major: 25 });
});

test('a remembered JDK that is too old or gone is searched again and replaced', () => {
  writeFileSync(CHOICE, `${fakeJdk('fake-17', '17.0.2')}\n`);
  const found = findJava();
  assert.ok(found.major >= 21 && !found.java.startsWith(home), found.java);
  assert.equal(readFileSync(CHOICE, 'utf8').trim(), found.java);

  writeFileSync(CHOICE, `${path.join(home, 'gone/bin/java')}\n`);
  assert.equal(findJava().java, found.java);
  assert.equal(readFileSync(CHOICE, 'utf8').trim(), found.java);
});

test('a given JAVA_HOME wins over the remembered JDK and is not remembered', () => {
  const real = findJava().java;
  rmSync(CHOICE);
  const given = path.dirname(path.dirname(fakeJdk('fake-21', '21.0.5')));
  assert.deepEqual(findJava({ JAVA_HOME: given }), { java: path.join(given, 'bin/java'), major: 21 });
  assert.equal(existsSync(CHOICE), false);
  writeFileSync(CHOICE, `${real}\n`);
  assert.equal(findJava({ JAVA_HOME: given }).java, path.join(given, 'bin/java'));
});
