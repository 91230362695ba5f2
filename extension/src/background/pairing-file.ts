import { setDebuggerOptIn } from '../shared/advanced';
import { parseConnectionString } from '../shared/protocol';
import { getPairing, getRejectedKey, setPairing, setStatus } from './store';

/**
 * `tabrelay launch` writes pairing.json into its per-run copy of the extension so the browser
 * is paired without the popup. It wins over stored config; normal builds do not contain it.
 */
export async function applyPairingFile(): Promise<'changed' | 'unchanged'> {
  let body: unknown;
  try {
    const response = await fetch(chrome.runtime.getURL('pairing.json'));
    if (!response.ok) return 'unchanged';
    body = await response.json();
  } catch {
    return 'unchanged'; // absent: the fetch of a missing packaged file fails
  }
  const file = body as { connect?: unknown; label?: unknown; advanced?: unknown };
  // `launch --advanced`: the person who launched a browser for automation asked for the debugger.
  if (file?.advanced === true) await setDebuggerOptIn(true);
  const parsed = parseConnectionString(typeof file?.connect === 'string' ? file.connect : '');
  if (!parsed.ok) {
    await setStatus({ state: 'stopped', reason: { key: 'reasonPairingFile', args: [parsed.error] } });
    return 'unchanged';
  }
  const { url, key } = parsed.config;
  // A key the bridge refused stays refused until the file changes, instead of retrying each wake.
  if (key === (await getRejectedKey())) return 'unchanged';
  const label = typeof file.label === 'string' && file.label.trim() ? file.label.trim() : undefined;
  const current = await getPairing();
  if (current?.source === 'file' && current.url === url && current.key === key && current.label === label) return 'unchanged';
  await setPairing({ url, key, label, source: 'file' });
  return 'changed';
}
