// A throwaway self-signed certificate, made per run for the host names given: no key is ever
// committed. Chromium takes it with --ignore-certificate-errors (Playwright: ignoreHTTPSErrors).
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** `{ key, cert }` for node:https, valid one day for `hosts` (DNS names or IP addresses). */
export async function testCertificate(hosts) {
  const dir = await mkdtemp(path.join(tmpdir(), 'tabrelay-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const names = hosts.map((h) => (/^[\d.]+$/.test(h) ? `IP:${h}` : `DNS:${h}`)).join(',');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1',
    '-subj', `/CN=${hosts[0]}`, '-addext', `subjectAltName=${names}`], { stdio: 'ignore' });
  const pair = { key: await readFile(key), cert: await readFile(cert) };
  await rm(dir, { recursive: true, force: true });
  return pair;
}
