// The worker side of the chat client: answers the chat content script and keeps its
// registration in step with the settings. Wired from background/index.ts.

import { loggedUrl, type ActivityEntry } from '../../shared/activity';
import { StorageKey } from '../../shared/state';
import { siteOfUrl } from '../shared/sites';
import { ChatKey, isChatRequest, type ChatRequest, type SelfCheck } from '../shared/types';
import { handleCall, handleDeny } from './calls';
import { resetGuard } from './guard';
import { lookup } from './ledger';
import { activeSite, syncRegistration } from './registration';
import { allTools, closeAll, pruneConnections, toolInfo } from './servers';

async function handle(req: ChatRequest, sender: chrome.runtime.MessageSender): Promise<unknown> {
  if (req.type === 'chat.probe') {
    // The options page asks for the servers' status; nothing else may.
    if (!sender.url?.startsWith(chrome.runtime.getURL('options.html'))) return { status: 'refused', error: 'options page only' };
    await allTools();
    return { ok: true };
  }
  // The site comes from the sender's URL, which Chrome sets, never from the message.
  const site = siteOfUrl(sender.url);
  const settings = site && (await activeSite(site));
  if (!site || !settings || sender.tab?.id === undefined) return { status: 'refused', error: 'TabRelay is not enabled on this site' };
  switch (req.type) {
    case 'chat.hello': {
      await resetGuard(sender.tab.id);
      const { tools, errors } = await allTools();
      return { tools: tools.map(toolInfo), errors };
    }
    case 'chat.selfCheck': {
      const all = ((await chrome.storage.local.get(ChatKey.selfCheck))[ChatKey.selfCheck] ?? {}) as Record<string, SelfCheck>;
      all[site.id] = { ...req.check, url: sender.url ?? '', at: Date.now() };
      await chrome.storage.local.set({ [ChatKey.selfCheck]: all });
      return { ok: true };
    }
    case 'chat.lookup':
      return lookup(req.keys.slice(0, 200));
    case 'chat.call': {
      const outcome = await handleCall(req, settings, sender.tab.id);
      if (outcome.status === 'done' || outcome.status === 'failed') {
        // Who, what and how it ended: never the arguments or the result (they can hold anything).
        log?.record({
          t: Date.now() - outcome.ms, client: `chat ${site.id}`, action: `${outcome.server ?? '?'}/${outcome.tool}`,
          tabId: sender.tab.id, url: loggedUrl(sender.url), outcome: outcome.status === 'done' && !outcome.isError ? 'ok' : 'failed', ms: outcome.ms,
        });
      }
      return outcome;
    }
    case 'chat.deny':
      await handleDeny(req.key, req.command);
      return { ok: true };
  }
}

let log: { record(entry: ActivityEntry): void } | undefined;

/** `activity`: the worker's activity log, which gets one entry per chat call. */
export function listenToChat(activity?: { record(entry: ActivityEntry): void }): void {
  log = activity;
  chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
    // Only our own content script, in a tab's top frame, speaks this protocol.
    if (!isChatRequest(message) || sender.id !== chrome.runtime.id || sender.frameId !== 0) return false;
    handle(message, sender).then(sendResponse, (e: unknown) => sendResponse({ status: 'refused', error: e instanceof Error ? e.message : String(e) }));
    return true;
  });
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area !== 'local') return;
    if (ChatKey.settings in changes || StorageKey.sitePolicy in changes) void syncRegistration();
    if (StorageKey.pairing in changes) void closeAll();
    else if (ChatKey.servers in changes) void pruneConnections();
  });
  chrome.permissions.onAdded.addListener(() => void syncRegistration());
  chrome.permissions.onRemoved.addListener(() => void syncRegistration());
  void syncRegistration();
}
