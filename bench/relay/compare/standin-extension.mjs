// A stand-in extension in a process of its own (so its work is not charged to the load driver):
// says hello with the pairing key, then answers every command at once with one tab.
//   node standin-extension.mjs ws://127.0.0.1:PORT/extension KEY
import { WebSocket } from 'ws';

const [url, key] = process.argv.slice(2);
const TABS = { tabs: [{ tabId: 1, windowId: 1, index: 0, url: 'https://example.com/', title: 'Example', active: true }] };
const ws = new WebSocket(url, { origin: 'chrome-extension://hoddiojdknopfofgicbmfpnlbfjcmhen' });
ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', protocol: 1, key, extensionVersion: 'bench', browserId: 'bench', label: 'bench' })));
ws.on('message', (raw) => {
  const m = JSON.parse(raw.toString());
  if (m.type === 'welcome') process.stdout.write('linked\n');
  else if (m.type === 'ping') ws.send(JSON.stringify({ type: 'pong', ts: m.ts }));
  else if (m.type === 'command') ws.send(JSON.stringify({ type: 'response', id: m.id, success: true, data: TABS }));
});
ws.on('close', () => process.exit(0));
ws.on('error', (e) => { console.error('stand-in extension:', e.message); process.exit(1); });
