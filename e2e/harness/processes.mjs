// Child processes of the e2e run: each in its own process group (detached), so stopping one
// also ends everything it started (the JVM, Chromium and its helpers), never anything else.
import { spawn } from 'node:child_process';
import { once } from 'node:events';

const live = new Set();
// Last resort when the test process dies without running its after() hooks.
process.on('exit', () => {
  for (const child of live) killGroup(child.pid, 'SIGKILL');
});
// The test runner sends SIGTERM to a test file's process on timeout or Ctrl-C.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => process.exit(130));
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // ESRCH: the group is gone already
  }
}

/**
 * A running command with its combined output kept in memory.
 * `waitFor(regex, {timeoutMs, extendIf})` resolves on the first output line matching `regex`
 * (already seen or later) and rejects, with the output so far, if the process exits first or
 * the deadline passes. `extendIf` adds `extendMs` once when a matching line is seen (a build).
 */
export class Child {
  constructor(name, command, args, options = {}) {
    this.name = name;
    this.output = '';
    this.proc = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.pid = this.proc.pid;
    this.exited = once(this.proc, 'exit').then(([code, signal]) => ({ code, signal }));
    this.exitStatus = null;
    this.exited.then((s) => {
      this.exitStatus = s;
      live.delete(this);
    });
    live.add(this);
    for (const stream of [this.proc.stdout, this.proc.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        this.output += chunk;
      });
    }
  }

  /** Resolves with the matching line. */
  waitFor(regex, { timeoutMs = 60_000, extendIf, extendMs = 0 } = {}) {
    return new Promise((resolve, reject) => {
      let extended = false;
      let timer;
      const cleanup = () => {
        clearTimeout(timer);
        this.proc.stdout.off('data', check);
        this.proc.stderr.off('data', check);
        this.proc.off('exit', onExit);
      };
      const fail = (why) => {
        cleanup();
        reject(new Error(`${this.name}: ${why}\n--- output of ${this.name} ---\n${this.output}`));
      };
      const arm = (ms) => {
        clearTimeout(timer);
        timer = setTimeout(() => fail(`no line matching ${regex} within the deadline`), ms);
      };
      const check = () => {
        // Data listeners run in registration order: ours was added after the collector, so
        // this.output already holds the new chunk.
        const line = this.output.split('\n').find((l) => regex.test(l));
        if (line !== undefined) {
          cleanup();
          resolve(line);
          return;
        }
        if (extendIf && !extended && extendIf.test(this.output)) {
          extended = true;
          arm(timeoutMs + extendMs);
        }
      };
      const onExit = (code, signal) => setImmediate(() => {
        check();
        fail(`exited (code ${code}, signal ${signal}) before printing a line matching ${regex}`);
      });
      arm(timeoutMs);
      this.proc.stdout.on('data', check);
      this.proc.stderr.on('data', check);
      this.proc.on('exit', onExit);
      check();
      if (this.exitStatus) onExit(this.exitStatus.code, this.exitStatus.signal);
    });
  }

  get alive() {
    return this.exitStatus === null;
  }

  /** Sends `signal` to the process group, waits for the leader to exit, then SIGKILLs stragglers. */
  async stop({ signal = 'SIGTERM', graceMs = 10_000 } = {}) {
    if (this.alive) killGroup(this.pid, signal);
    let timer;
    const timedOut = new Promise((resolve) => {
      timer = setTimeout(() => resolve('timeout'), graceMs);
    });
    const outcome = await Promise.race([this.exited, timedOut]);
    clearTimeout(timer);
    killGroup(this.pid, 'SIGKILL'); // Chromium helpers that outlived the leader
    return outcome === 'timeout' ? this.exited : outcome;
  }
}
