import { PROTOCOL_VERSION, parseBridgeMessage, type ExtensionMessage, type HelloMessage } from '../shared/protocol';
import { backoffDelay } from './backoff';
import { decideOnClose } from './close-policy';
import type { Dispatcher } from './dispatch';
import { browserLabel, getBrowserId } from './identity';
import { debug } from './log';
import { SessionKey, StorageKey, toolProfileOf, type Pairing } from '../shared/state';
import { recordLinkError, recordPing } from './diagnostics';
import { forgetPairing, getPairing, getStatus, setStatus } from './store';
import { DEFAULT_MAX_MESSAGE_BYTES, frameFor } from './wire-size';

/** docs/protocol.md gives the bridge 10 s for the hello; we give it as long to open and welcome us. */
const WELCOME_TIMEOUT_MS = 10_000;

/**
 * The WebSocket to the bridge. The socket and the retry timer live in memory because they die
 * with the worker anyway; everything the popup shows or the next wake needs is in storage.
 */
export class Link {
  private socket: WebSocket | null = null;
  private opening: Promise<void> | undefined;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** What the bridge takes in one message, from its welcome. */
  private maxMessageBytes = DEFAULT_MAX_MESSAGE_BYTES;
  /** The welcome said settings apply on the live link (see renewHello). */
  private liveSettings = false;

  constructor(private readonly dispatcher: Dispatcher) {}

  /** Connects if paired, not stopped by the bridge, and not already connected or connecting. */
  async ensure(): Promise<void> {
    if (this.socket || this.opening) return;
    const status = await getStatus();
    if (status?.state === 'stopped') return;
    await this.connect();
  }

  /** The user asked for a fresh start (Connect or Reconnect in the popup). */
  async restart(): Promise<void> {
    this.drop();
    this.attempt = 0;
    await this.connect();
  }

  /**
   * The tool profile or Enable bridge changed. A bridge that said so in its welcome takes a
   * `settings` message on the live link: reconnecting would fail the calls in flight and reset
   * what the popup shows ("closed by user", the client list). An older bridge only reads them from
   * a hello, so it gets a fresh one. Only when a link is up: a stopped link stays stopped.
   */
  async renewHello(): Promise<void> {
    const ws = this.socket;
    if (!ws) return;
    if (this.liveSettings && ws.readyState === WebSocket.OPEN) {
      const { toolProfile, enabled } = await currentSettings();
      this.send(ws, { type: 'settings', toolProfile, enabled });
      return;
    }
    await this.restart();
  }

  /** The user pressed Forget: close and show setup. */
  async forget(): Promise<void> {
    this.drop();
    await chrome.storage.session.remove(SessionKey.resume);
    await forgetPairing();
    await setStatus({ state: 'unpaired', reason: { key: 'reasonForgotten' } });
  }

  /** The user pressed Disconnect: close and stay closed until Reconnect (or a browser start in auto mode). */
  async disconnect(): Promise<void> {
    this.drop();
    const pairing = await getPairing();
    await setStatus({ state: 'stopped', bridgeUrl: pairing?.url, label: pairing?.label, reason: { key: 'reasonUserDisconnected' } });
  }

  private connect(): Promise<void> {
    this.opening ??= this.open().finally(() => {
      this.opening = undefined;
    });
    return this.opening;
  }

  private async open(): Promise<void> {
    clearTimeout(this.retryTimer);
    const pairing = await getPairing();
    if (!pairing) {
      // Keep an earlier 'unpaired' status as is: it carries the reason (e.g. a refused key).
      if ((await getStatus())?.state !== 'unpaired') await setStatus({ state: 'unpaired' });
      return;
    }
    const hello = await this.hello(pairing);
    await setStatus({ state: 'connecting', bridgeUrl: pairing.url, label: hello.label });
    let ws: WebSocket;
    try {
      ws = new WebSocket(pairing.url);
    } catch {
      await setStatus({ state: 'stopped', bridgeUrl: pairing.url, reason: { key: 'reasonBadUrl' } });
      return;
    }
    this.socket = ws;
    const welcomeTimer = setTimeout(() => ws.close(4000, 'no welcome'), WELCOME_TIMEOUT_MS);
    ws.onopen = () => this.send(ws, hello);
    ws.onmessage = (event) => {
      if (typeof event.data === 'string') void this.onFrame(ws, event.data, pairing, hello.label, welcomeTimer);
    };
    ws.onclose = (event) => {
      clearTimeout(welcomeTimer);
      void this.onClose(ws, event.code, event.reason, pairing);
    };
  }

  private async hello(pairing: Pairing): Promise<HelloMessage> {
    const { toolProfile: profile, enabled } = await currentSettings();
    const resume = await resumeFor(pairing.url);
    return {
      type: 'hello',
      protocol: PROTOCOL_VERSION,
      key: pairing.key,
      extensionVersion: chrome.runtime.getManifest().version,
      browserId: await getBrowserId(),
      label: pairing.label ?? browserLabel(),
      userAgent: navigator.userAgent,
      ...(profile ? { toolProfile: profile } : {}),
      ...(resume ? { resume } : {}),
      // Until the user enables the bridge every call would answer PERMISSION_REQUIRED: the bridge
      // then prefers another browser for calls that name none.
      enabled,
    };
  }

  private async onFrame(ws: WebSocket, text: string, pairing: Pairing, label: string, welcomeTimer: ReturnType<typeof setTimeout>) {
    if (ws !== this.socket) return;
    const parsed = parseBridgeMessage(text);
    if (parsed.kind === 'unknown') return;
    if (parsed.kind === 'invalid') {
      debug('invalid frame from bridge', parsed.reason);
      if (parsed.id) {
        this.send(ws, {
          type: 'response', id: parsed.id, success: false,
          error: { code: 'INVALID_ARGUMENT', message: `The command was malformed (${parsed.reason}); update the bridge or the extension so they match.` },
        });
      }
      return;
    }
    const message = parsed.message;
    switch (message.type) {
      case 'welcome':
        clearTimeout(welcomeTimer);
        this.attempt = 0;
        this.maxMessageBytes = message.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
        this.liveSettings = message.settings === true;
        await keepResume(pairing.url, message.resume);
        await setStatus({
          state: 'connected', bridgeUrl: pairing.url, label, serverVersion: message.serverVersion, browserId: message.browserId,
          ...(message.gatewayServers ? { gatewayServers: message.gatewayServers } : {}),
        });
        return;
      case 'ping':
        this.send(ws, { type: 'pong', ts: message.ts });
        void recordPing(message.ts);
        return;
      case 'command':
        void this.dispatcher.run(message, (reply) => this.send(ws, reply));
        return;
      case 'cancel':
        this.dispatcher.cancel(message.id);
        return;
    }
  }

  private async onClose(ws: WebSocket, code: number, reason: string, pairing: Pairing): Promise<void> {
    if (ws !== this.socket) return; // a socket we replaced or dropped on purpose
    this.socket = null;
    this.dispatcher.cancelAll(); // the bridge already failed them with EXTENSION_DISCONNECTED
    const decision = decideOnClose(code, reason);
    debug('link closed', code, reason, decision.kind);
    void recordLinkError(code, reason);
    switch (decision.kind) {
      case 'forget':
        await keepResume(pairing.url, undefined);
        await forgetPairing(pairing.key);
        await setStatus({ state: 'unpaired', reason: decision.reason });
        return;
      case 'stop':
        await setStatus({ state: 'stopped', bridgeUrl: pairing.url, reason: decision.reason });
        return;
      case 'retry': {
        const delay = backoffDelay(this.attempt++);
        await setStatus({ state: 'disconnected', bridgeUrl: pairing.url, reason: decision.reason });
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => void this.connect(), delay);
      }
    }
  }

  private drop(): void {
    clearTimeout(this.retryTimer);
    const ws = this.socket;
    this.socket = null; // before close(), so onClose ignores it
    if (ws) {
      this.dispatcher.cancelAll();
      ws.close(1000, 'closed by user');
    }
  }

  private send(ws: WebSocket, message: ExtensionMessage): void {
    // After a drop the bridge has failed the command already; a late answer has nowhere to go.
    // An answer over the bridge's limit would make it close the link for everyone: send an error instead.
    if (ws.readyState === WebSocket.OPEN) ws.send(frameFor(message, this.maxMessageBytes));
  }
}

/** The settings a hello carries and a `settings` message updates. */
async function currentSettings(): Promise<{ toolProfile: string; enabled: boolean }> {
  const stored = await chrome.storage.local.get(StorageKey.toolProfile);
  return {
    toolProfile: toolProfileOf(stored[StorageKey.toolProfile]),
    enabled: await chrome.permissions.contains({ permissions: ['tabs'] }),
  };
}

/** The resume secret to send in a hello, only to the bridge that issued it. */
async function resumeFor(url: string): Promise<string | undefined> {
  const stored = (await chrome.storage.session.get(SessionKey.resume))[SessionKey.resume] as { url?: unknown; secret?: unknown } | undefined;
  return stored?.url === url && typeof stored.secret === 'string' ? stored.secret : undefined;
}

/** Keeps the welcome's secret for the next hello; a bridge without one (older) clears it. */
async function keepResume(url: string, secret: string | undefined): Promise<void> {
  if (secret) await chrome.storage.session.set({ [SessionKey.resume]: { url, secret } });
  else await chrome.storage.session.remove(SessionKey.resume);
}
