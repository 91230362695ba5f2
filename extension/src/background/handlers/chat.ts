import type { Handler, Handlers } from '../dispatch';
import { CommandError } from '../../shared/errors';
import { t } from '../../shared/i18n';
import { StorageKey, type LinkStatus, type Pairing } from '../../shared/state';
import { allServers, BUILT_IN_SERVERS, serversOf } from '../../chat/shared/servers';
import { CHAT_SITES, type ChatSite } from '../../chat/shared/sites';
import { ChatKey, DEFAULT_SITE, settingsOf, type ChatServer, type Policy, type SiteSettings } from '../../chat/shared/types';
import { checkServerUrl } from '../../chat/shared/url-policy';

// The chat family (`tabrelay chat …`, sent only through the owner's /api/v1/chat/*): the same
// settings the options page writes, written here the same way, so the worker's chat client and the
// options page (which re-renders on storage changes and says "Changed by tabrelay chat") follow.
// The checks are the options page's: tool names the parser accepts, the URL policy, free names.

const TOOL_NAME = /^[A-Za-z0-9_.:-]{1,128}$/;

function siteOf(id: string): ChatSite {
  const site = CHAT_SITES.find((s) => s.id === id || s.hosts.includes(id));
  if (!site) throw new CommandError('INVALID_ARGUMENT', `"${id}" is not a chat site; use one of ${CHAT_SITES.map((s) => s.id).join(', ')}.`);
  return site;
}

async function siteResult(site: ChatSite, s: SiteSettings) {
  return {
    site: site.id, enabled: s.enabled, autoSend: s.autoSend,
    // Sorted: chrome.storage keeps an object's keys in its own order, not the order they were written.
    auto: Object.entries(s.tools).filter(([, p]) => p === 'auto').map(([n]) => n).sort(),
    // The extension cannot ask Chrome for a site without a user's click: the options page's Save does.
    hostAccess: await chrome.permissions.contains({ origins: site.matches }),
  };
}

async function changeSite(site: ChatSite, change: (s: SiteSettings) => SiteSettings) {
  const all = settingsOf((await chrome.storage.local.get(ChatKey.settings))[ChatKey.settings]);
  const next = { ...change(all.sites[site.id] ?? DEFAULT_SITE), setByCliAt: Date.now() };
  all.sites[site.id] = next;
  await chrome.storage.local.set({ [ChatKey.settings]: all });
  return siteResult(site, next);
}

export const chatEnable: Handler<'chat.enable'> = async (params) => {
  const site = siteOf(params.site);
  const bad = (params.auto ?? []).filter((n) => !TOOL_NAME.test(n));
  if (bad.length) throw new CommandError('INVALID_ARGUMENT', `Not tool names: ${bad.join(', ')}; use a tool's name or server__tool.`);
  return changeSite(site, (s) => {
    let tools = s.tools;
    if (params.auto) {
      // The auto list is replaced; a tool the user set to deny stays denied unless named here.
      tools = Object.fromEntries(Object.entries(s.tools).filter(([, p]) => p !== 'auto'));
      for (const name of params.auto) tools[name] = 'auto' satisfies Policy;
    }
    return { ...s, enabled: true, autoSend: params.send ?? s.autoSend, tools };
  });
};

export const chatDisable: Handler<'chat.disable'> = async (params) => changeSite(siteOf(params.site), (s) => ({ ...s, enabled: false }));

async function serverList() {
  const got = await chrome.storage.local.get([ChatKey.servers, StorageKey.pairing, StorageKey.status]);
  const servers = allServers(got[ChatKey.servers], got[StorageKey.pairing] as Pairing | undefined, got[StorageKey.status] as LinkStatus | undefined);
  // Never a key: only whether one is set.
  return {
    servers: servers.map((s) => ({ name: s.name, url: s.url, transport: s.transport, enabled: s.enabled, builtIn: BUILT_IN_SERVERS.includes(s.id), keySet: !!s.key })),
  };
}

async function stored(): Promise<ChatServer[]> {
  return serversOf((await chrome.storage.local.get(ChatKey.servers))[ChatKey.servers]);
}

export const chatServersAdd: Handler<'chat.servers.add'> = async (params) => {
  const transport = params.transport ?? 'auto';
  const verdict = checkServerUrl(params.url, transport);
  if (!verdict.ok) throw new CommandError('INVALID_ARGUMENT', t('chatServerBadUrl', t(verdict.key, verdict.args)));
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(params.name)) throw new CommandError('INVALID_ARGUMENT', t('chatServerBadName'));
  const list = await stored();
  const names = (await serverList()).servers.map((s) => s.name);
  if (names.includes(params.name) || params.name === 'gateway') throw new CommandError('INVALID_ARGUMENT', t('chatServerTaken', params.name));
  const server: ChatServer = {
    id: crypto.randomUUID(), name: params.name, url: verdict.url.href, transport, enabled: true, addedBy: 'tabrelay chat',
    ...(params.key ? { key: params.key } : {}),
  };
  await chrome.storage.local.set({ [ChatKey.servers]: [...list, server] });
  return serverList();
};

export const chatServersRemove: Handler<'chat.servers.remove'> = async (params) => {
  const list = await stored();
  const server = (await serverList()).servers.find((s) => s.name === params.name);
  if (!server) throw new CommandError('INVALID_ARGUMENT', `No chat server is named "${params.name}"; see \`tabrelay chat servers list\`.`);
  if (server.builtIn) throw new CommandError('INVALID_ARGUMENT', `"${params.name}" is built in; it can be disabled on the options page, not removed.`);
  await chrome.storage.local.set({ [ChatKey.servers]: list.filter((s) => s.name !== params.name) });
  return serverList();
};

export const chatServersList: Handler<'chat.servers.list'> = async () => serverList();

export const chatStatus: Handler<'chat.status'> = async () => {
  const all = settingsOf((await chrome.storage.local.get(ChatKey.settings))[ChatKey.settings]);
  const sites = await Promise.all(CHAT_SITES.map((site) => siteResult(site, all.sites[site.id] ?? DEFAULT_SITE)));
  return { sites, ...(await serverList()) };
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  'chat.enable': chatEnable,
  'chat.disable': chatDisable,
  'chat.servers.add': chatServersAdd,
  'chat.servers.remove': chatServersRemove,
  'chat.servers.list': chatServersList,
  'chat.status': chatStatus,
} satisfies Handlers;
