// CI machines may start without Chromium: install Debian's package when it is missing
// (`npx playwright install` cannot download browsers here).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM } from './browser.mjs';

export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) throw new Error(`${CHROMIUM} is missing; install chromium (apt-get install -y chromium)`);
  console.error(`${CHROMIUM} missing: installing chromium with apt-get`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
