// Which MCP server URLs the extension may connect to. Enforced by the worker at connect time
// (a URL written straight into storage is refused too), and by the options page for feedback.

export type Transport = 'auto' | 'http' | 'sse' | 'ws';
export const TRANSPORTS: readonly Transport[] = ['auto', 'http', 'sse', 'ws'];

/** `error` is English (logs, cards); pages show `key` with `args` in the reader's language. */
export type UrlVerdict = { ok: true; url: URL } | { ok: false; error: string; key: string; args?: string[] };

/** 127.0.0.0/8, ::1 and localhost: traffic that never leaves the machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host === '::1') return true;
  const parts = host.split('.');
  return parts.length === 4 && parts[0] === '127' && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
}

/**
 * The URL must fit the transport (ws/wss for WebSocket, http/https otherwise) and be encrypted
 * unless it stays on this machine: keys and tool results must not cross a network in clear.
 */
export function checkServerUrl(raw: string, transport: Transport): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, error: 'not a URL', key: 'chatUrlInvalid' };
  }
  const socket = url.protocol === 'ws:' || url.protocol === 'wss:';
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  if (transport === 'ws' ? !socket : transport === 'auto' ? !socket && !web : !web) {
    return transport === 'ws'
      ? { ok: false, error: 'WebSocket needs a ws:// or wss:// URL', key: 'chatUrlNeedsWs' }
      : { ok: false, error: 'needs an http:// or https:// URL', key: 'chatUrlNeedsHttp' };
  }
  if (url.username || url.password) return { ok: false, error: 'put the key in the key field, not in the URL', key: 'chatUrlCredentials' };
  const encrypted = url.protocol === 'wss:' || url.protocol === 'https:';
  if (!encrypted && !isLoopbackHost(url.hostname)) {
    const scheme = `${url.protocol.replace(':', '')}://`;
    const secure = socket ? 'wss://' : 'https://';
    return { ok: false, error: `${scheme} is allowed only on this machine (127.0.0.1, ::1, localhost): use ${secure}`, key: 'chatUrlClearText', args: [scheme, secure] };
  }
  return { ok: true, url };
}

/** The transport `auto` resolves to first; Streamable HTTP falls back to SSE on failure. */
export function firstTransport(url: URL, transport: Transport): Exclude<Transport, 'auto'> {
  if (transport !== 'auto') return transport;
  return url.protocol === 'ws:' || url.protocol === 'wss:' ? 'ws' : 'http';
}
