// The side panel: each agent's plan and the activity log grouped into turns. Like the popup it
// is a view of storage (the worker writes plans to session storage and the log to local storage)
// and re-renders on storage.onChanged, so updates show live without messages.

import { clientNames, isActivityList, type ActivityEntry } from '../shared/activity';
import { localizePage, t } from '../shared/i18n';
import { isPlanState, sessionsByRecency, type AgentSession, type PlanState } from '../shared/plan';
import { SessionKey, StorageKey } from '../shared/state';
import { groupActivity, type ActivityBlock } from '../shared/turns';
import { clientLabel, renderActivity } from '../ui/activity-list';
import { $, el, formatWhen } from '../ui/dom';
import { initShortcuts, pickBox, refreshShortcuts } from '../shortcuts/panel';
import { renderApprovals } from '../approval/card';

/** Value of the filter's "all clients" option; client names are free text, so it cannot be one. */
const ALL = '\u0000all';
const MARK = { pending: '○', in_progress: '▶', completed: '✓' } as const;

async function load(): Promise<{ log: ActivityEntry[]; plans: PlanState }> {
  const [local, session] = await Promise.all([
    chrome.storage.local.get(StorageKey.activity),
    chrome.storage.session.get(SessionKey.plans),
  ]);
  const log: unknown = local[StorageKey.activity];
  const plans: unknown = session[SessionKey.plans];
  return { log: isActivityList(log) ? log : [], plans: isPlanState(plans) ? plans : {} };
}

function renderPlan(s: AgentSession): HTMLElement {
  const card = el('article', undefined, 'plan');
  card.dataset.session = s.key;
  const done = s.plan.filter((step) => step.status === 'completed').length;
  const head = el('div', undefined, 'plan-head');
  head.append(
    el('span', clientLabel(s.client), 'client'),
    el('span', t('planProgress', [String(done), String(s.plan.length), formatWhen(s.updated)]), 'meta'),
  );
  card.append(head);
  if (s.explanation) card.append(el('p', s.explanation, 'explanation'));
  const steps = el('ol', undefined, 'steps');
  for (const step of s.plan) {
    const item = el('li');
    item.dataset.status = step.status;
    item.append(el('span', MARK[step.status], 'mark'), el('span', step.step, 'text'), el('span', t(`planStep_${step.status}`), 'status'));
    item.firstElementChild!.setAttribute('aria-hidden', 'true');
    steps.append(item);
  }
  card.append(steps);
  return card;
}

function renderTurn(block: Extract<ActivityBlock, { kind: 'turn' }>): HTMLElement {
  const { turn } = block;
  const item = el('li', undefined, 'turn');
  item.dataset.turn = turn.id;
  item.dataset.done = String(turn.completed !== undefined);
  const head = el('div', undefined, 'turn-head');
  head.append(
    el('span', clientLabel(block.client), 'client'),
    el('span', t('turnStarted', formatWhen(turn.started))),
    el('span', turn.completed === undefined ? t('turnRunning') : t('turnFinished', formatWhen(turn.completed)), 'state'),
  );
  item.append(head);
  if (turn.summary) item.append(el('p', turn.summary, 'summary'));
  if (block.entries.length === 0) item.append(el('p', t('turnNoActivity'), 'muted'));
  else {
    const list = el('ol', undefined, 'activity');
    renderActivity(list, block.entries, pickBox);
    item.append(list);
  }
  return item;
}

function renderBlocks(blocks: readonly ActivityBlock[]): HTMLElement[] {
  return blocks.map((block) => {
    if (block.kind === 'turn') return renderTurn(block);
    const holder = el('ol');
    renderActivity(holder, [block.entry], pickBox);
    return holder.firstElementChild as HTMLElement;
  });
}

/** The log as last loaded: the shortcut form picks calls out of it. */
let lastLog: ActivityEntry[] = [];

async function render(): Promise<void> {
  const { log, plans } = await load();
  lastLog = log;
  const sessions = sessionsByRecency(plans).filter((s) => s.plan.length > 0);
  $('plan-list').replaceChildren(...sessions.map(renderPlan));
  $('plan-none').hidden = sessions.length > 0;

  const select = $<HTMLSelectElement>('client-filter');
  const chosen = select.value || ALL;
  const names = [...new Set([...clientNames(log), ...Object.values(plans).map((s) => s.client ?? '')])].sort();
  const all = el('option', t('activityAllClients'));
  all.value = ALL;
  select.replaceChildren(all, ...names.map((n) => Object.assign(el('option', clientLabel(n)), { value: n })));
  select.value = chosen === ALL || names.includes(chosen) ? chosen : ALL;
  const blocks = groupActivity(log, plans, select.value === ALL ? undefined : select.value);
  $('blocks').replaceChildren(...renderBlocks(blocks));
  $('activity-none').hidden = blocks.length > 0;
}

/** Cards waiting for the person come first in the panel, and the paused state says why nothing runs. */
async function renderPerson(): Promise<void> {
  $('approvals').hidden = (await renderApprovals($('approval-list'))) === 0;
  const got = await chrome.storage.local.get(StorageKey.paused);
  $('paused-note').hidden = got[StorageKey.paused] !== true;
}

localizePage();
chrome.storage.onChanged.addListener((changes, area) => {
  if ((area === 'session' && SessionKey.approvals in changes) || (area === 'local' && StorageKey.paused in changes)) void renderPerson();
});
void renderPerson();
$('client-filter').addEventListener('change', () => void render());
chrome.storage.onChanged.addListener((changes, area) => {
  if ((area === 'local' && StorageKey.activity in changes) || (area === 'session' && SessionKey.plans in changes)) void render();
});
initShortcuts(() => lastLog, () => void render());
void render();
void refreshShortcuts();
