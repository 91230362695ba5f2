// Options section "Chat sites and MCP servers": which chat sites may run tool calls, which tools
// run without asking there, and the MCP servers to call. The worker re-checks everything.

import { t, tp } from '../shared/i18n';
import { $, el, formatWhen } from '../ui/dom';
import { CHAT_SITES, type ChatSite } from '../chat/shared/sites';
import { ChatKey, DEFAULT_SITE, settingsOf, type ChatServer, type ChatSettings, type Policy, type SelfCheck, type ServerStatus } from '../chat/shared/types';
import { checkServerUrl, type Transport } from '../chat/shared/url-policy';
import { StorageKey, type LinkStatus, type Pairing } from '../shared/state';
import { allServers, BUILT_IN_SERVERS, serversOf } from '../chat/shared/servers';

const domId = (site: ChatSite) => site.id.replace(/\W/g, '-');

async function settings(): Promise<ChatSettings> {
  return settingsOf((await chrome.storage.local.get(ChatKey.settings))[ChatKey.settings]);
}

/** Settings writes made by this page whose change event is still to come: those need no re-render. */
let ownWrites = 0;

/** Saves run one at a time: two sites saved together each rewrote the whole settings object. */
let saving: Promise<unknown> = Promise.resolve();

function saveSite(site: ChatSite): Promise<void> {
  // The form is read before any await: a re-render in between (another site's save changing the
  // settings) rebuilt the rows from storage and reset what this Save was meant to store.
  const id = domId(site);
  const enabled = $<HTMLInputElement>(`chat-enable-${id}`).checked;
  const autoSend = $<HTMLInputElement>(`chat-send-${id}`).checked;
  const tools: Record<string, Policy> = {};
  for (const name of $<HTMLTextAreaElement>(`chat-auto-${id}`).value.split(/[\s,]+/).filter(Boolean)) tools[name] = 'auto';
  const run = async () => {
    if (enabled && !(await chrome.permissions.contains({ origins: site.matches }))) {
      // Host access is asked per site, and only when the user turns the site on.
      if (!(await chrome.permissions.request({ origins: site.matches }))) {
        $<HTMLInputElement>(`chat-enable-${id}`).checked = false;
        return;
      }
    }
    const all = await settings();
    // Saved by the user here: no longer "set by tabrelay chat".
    all.sites[site.id] = { enabled, autoSend, tools };
    ownWrites++;
    await chrome.storage.local.set({ [ChatKey.settings]: all });
    $(`chat-saved-${id}`).textContent = t(enabled ? 'chatSiteOn' : 'chatSiteOff', site.label);
  };
  const next = saving.then(run, run);
  saving = next.catch(() => undefined);
  return next;
}

function checkLine(check: SelfCheck | undefined): string {
  if (!check) return t('chatCheckNever');
  const mark = (v: boolean | null) => (v === null ? '–' : v ? '✓' : '✗');
  const broken = !check.composer || !check.send || check.turns === false;
  return `${t('chatCheckComposer')} ${mark(check.composer)} · ${t('chatCheckSend')} ${mark(check.send)} · ${t('chatCheckTurns')} ${mark(check.turns)} (${formatWhen(check.at)})${broken ? ` — ${t('chatSiteChanged')}` : ''}`;
}

async function renderSites(): Promise<void> {
  const all = await settings();
  const checks = ((await chrome.storage.local.get(ChatKey.selfCheck))[ChatKey.selfCheck] ?? {}) as Record<string, SelfCheck>;
  const box = $('chat-sites');
  box.replaceChildren();
  for (const site of CHAT_SITES) {
    const s = all.sites[site.id] ?? DEFAULT_SITE;
    const id = domId(site);
    const wrap = el('fieldset');
    wrap.append(el('legend', site.label));
    const toggle = (key: string, checked: boolean, label: string) => {
      const input = el('input');
      input.type = 'checkbox';
      input.id = key;
      input.checked = checked;
      const l = el('label', ` ${label}`);
      l.prepend(input);
      return l;
    };
    const auto = el('textarea');
    auto.id = `chat-auto-${id}`;
    auto.rows = 2;
    auto.spellcheck = false;
    auto.value = Object.entries(s.tools).filter(([, p]) => p === 'auto').map(([n]) => n).join('\n');
    const autoLabel = el('label', t('chatAutoTools'));
    autoLabel.htmlFor = auto.id;
    const save = el('button', t('chatSiteSave'));
    save.type = 'button';
    save.id = `chat-save-${id}`;
    save.addEventListener('click', () => void saveSite(site));
    const check = el('p', checkLine(checks[site.id]), 'muted');
    check.id = `chat-check-${id}`;
    const saved = el('span', '', 'muted');
    saved.id = `chat-saved-${id}`;
    saved.setAttribute('role', 'status');
    // Settings made by an administrator's `tabrelay chat` are shown as such, with when.
    const byCli = el('p', s.setByCliAt ? t('chatSetByCli', formatWhen(s.setByCliAt)) : '', 'muted');
    byCli.id = `chat-cli-${id}`;
    wrap.append(byCli, toggle(`chat-enable-${id}`, s.enabled, t('chatEnableSite')), el('br'), toggle(`chat-send-${id}`, s.autoSend, t('chatAutoSend')), autoLabel, auto, save, saved, check);
    box.append(wrap);
  }
}

/** Only the self-check lines: re-rendering the forms would drop what the user is typing. */
async function renderChecks(): Promise<void> {
  const checks = ((await chrome.storage.local.get(ChatKey.selfCheck))[ChatKey.selfCheck] ?? {}) as Record<string, SelfCheck>;
  for (const site of CHAT_SITES) $(`chat-check-${domId(site)}`).textContent = checkLine(checks[site.id]);
}

async function storedServers(): Promise<ChatServer[]> {
  return serversOf((await chrome.storage.local.get(ChatKey.servers))[ChatKey.servers]);
}

/** Asks the worker to list every enabled server's tools, so each row can say how it answered. */
function probeServers(): void {
  void chrome.runtime.sendMessage({ type: 'chat.probe' }).catch(() => undefined);
}

function statusText(status: ServerStatus | undefined): string {
  if (!status) return '';
  return status.error !== undefined ? ` · ${t('chatUnreachable', status.error)}` : ` · ${tp('chatToolCount', status.tools ?? 0, String(status.tools ?? 0))}`;
}

async function renderServers(): Promise<void> {
  const got = await chrome.storage.local.get([ChatKey.servers, StorageKey.pairing, StorageKey.status]);
  const statuses = ((await chrome.storage.session.get(ChatKey.serverStatus))[ChatKey.serverStatus] ?? {}) as Record<string, ServerStatus>;
  const rows = allServers(got[ChatKey.servers], got[StorageKey.pairing] as Pairing | undefined, got[StorageKey.status] as LinkStatus | undefined);
  $('chat-server-list').replaceChildren(...rows.map((s) => {
    const li = el('li');
    li.id = `chat-server-${s.id}`;
    // The key is never shown again once saved: only whether there is one.
    li.append(el('strong', s.name), ` ${s.url} (${s.transport})${s.key ? ` · ${t('chatKeySet')}` : ''}${s.addedBy ? ` · ${t('chatAddedByCli')}` : ''}${s.enabled ? statusText(statuses[s.id]) : ''} `);
    const toggle = el('button', t(s.enabled ? 'chatServerDisable' : 'chatServerEnable'));
    toggle.type = 'button';
    toggle.addEventListener('click', () => void setEnabled(s, !s.enabled));
    li.append(toggle);
    if (!BUILT_IN_SERVERS.includes(s.id)) {
      const remove = el('button', t('chatServerRemove'));
      remove.type = 'button';
      remove.addEventListener('click', () => void writeServers((all) => all.filter((x) => x.id !== s.id)));
      li.append(' ', remove);
    }
    return li;
  }));
}

async function writeServers(change: (list: ChatServer[]) => ChatServer[]): Promise<void> {
  await chrome.storage.local.set({ [ChatKey.servers]: change(await storedServers()) });
}

async function setEnabled(server: ChatServer, enabled: boolean): Promise<void> {
  await writeServers((list) => {
    const rest = list.filter((s) => s.id !== server.id);
    // A built-in row stores only its switch: the gateway's key is the pairing key, never copied.
    const { key: _key, ...withoutKey } = server;
    return [...rest, BUILT_IN_SERVERS.includes(server.id) ? { ...withoutKey, enabled } : { ...server, enabled }];
  });
}

async function addServer(event: Event): Promise<void> {
  event.preventDefault();
  const name = $<HTMLInputElement>('chat-server-name').value.trim();
  const url = $<HTMLInputElement>('chat-server-url').value.trim();
  const transport = $<HTMLSelectElement>('chat-server-transport').value as Transport;
  const key = $<HTMLInputElement>('chat-server-key').value.trim();
  const errors: string[] = [];
  const verdict = checkServerUrl(url, transport);
  if (!verdict.ok) errors.push(t('chatServerBadUrl', t(verdict.key, verdict.args)));
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(name)) errors.push(t('chatServerBadName'));
  const list = await storedServers();
  if (name === 'tabrelay' || name === 'gateway' || list.some((s) => s.name === name)) errors.push(t('chatServerTaken', name));
  $('chat-server-errors').replaceChildren(...errors.map((e) => el('li', e)));
  if (errors.length || !verdict.ok) return;
  // Host access for the server's origin: the worker's fetch needs it for HTTP and SSE servers.
  // Match patterns take no port: the host's pattern covers every port.
  if (transport !== 'ws' && !(await chrome.permissions.request({ origins: [`${verdict.url.protocol}//${verdict.url.hostname}/*`] }))) return;
  await writeServers((l) => [...l, { id: crypto.randomUUID(), name, url: verdict.url.href, transport, enabled: true, ...(key ? { key } : {}) }]);
  ($<HTMLFormElement>('chat-server-form')).reset();
}

export async function initChat(): Promise<void> {
  $('chat-server-form').addEventListener('submit', (e) => void addServer(e));
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'session' && ChatKey.serverStatus in changes) void renderServers();
    if (area !== 'local') return;
    if (ChatKey.selfCheck in changes) void renderChecks();
    if (ChatKey.servers in changes || StorageKey.pairing in changes || StorageKey.status in changes) void renderServers();
    if (ChatKey.servers in changes || StorageKey.pairing in changes) probeServers();
    // Settings written by someone else (`tabrelay chat enable` through the link) show at once.
    if (ChatKey.settings in changes) void renderSites();
  });
  await Promise.all([renderSites(), renderServers()]);
  probeServers();
}
