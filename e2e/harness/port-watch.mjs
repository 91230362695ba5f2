import { createServer } from 'node:net';

/**
 * Holds `port` while a daemon is down and records when something connects to it (the extension
 * retrying its link), closing each connection at once as if nothing listened there.
 * `until(n, timeoutMs)` resolves with the attempt times (ms since start) after `n` attempts or
 * at the deadline, whichever comes first; `elapsed()` is ms since start.
 */
export async function watchPort(port) {
  const start = performance.now();
  const times = [];
  const waiters = new Set();
  const server = createServer((socket) => {
    times.push(performance.now() - start);
    socket.destroy();
    for (const w of waiters) w();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    times,
    elapsed: () => performance.now() - start,
    until(n, timeoutMs) {
      return new Promise((resolve) => {
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
          resolve([...times]);
        };
        const check = () => times.length >= n && finish();
        const timer = setTimeout(finish, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
