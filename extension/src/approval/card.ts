// The approval card (issue 30), rendered only in extension pages (the side panel): a web page
// cannot see, press or forge it, and its answer goes to the worker as a message that only this
// extension's pages can send (approvals.ts). All page-provided text is set as text, never HTML.
import { t, tm } from '../shared/i18n';
import { SessionKey } from '../shared/state';
import { clientLabel } from '../ui/activity-list';
import { el } from '../ui/dom';
import type { Answer, Approval, AnswerMessage } from './approvals';

export async function loadApprovals(): Promise<Approval[]> {
  const got = await chrome.storage.session.get(SessionKey.approvals);
  const list: unknown = got[SessionKey.approvals];
  return Array.isArray(list) ? (list as Approval[]) : [];
}

function send(id: string, answer: Answer, card: HTMLElement): void {
  for (const b of card.querySelectorAll('button')) b.disabled = true;
  const message: AnswerMessage = { type: 'approval.answer', id, answer };
  void chrome.runtime.sendMessage(message);
}

/** The tab as it looked when asked, the element outlined; an image in the extension page, so the page never sees it. */
function shotOf(shot: NonNullable<Approval['shot']>): HTMLElement {
  const figure = el('figure', undefined, 'approval-shot');
  figure.dataset.marked = String(shot.marked === true);
  const img = el('img');
  img.src = shot.image;
  img.alt = t('approvalShotAlt');
  figure.append(img);
  return figure;
}

export function renderApproval(a: Approval): HTMLElement {
  const card = el('article', undefined, 'approval');
  card.dataset.approval = a.id;
  card.setAttribute('aria-labelledby', `approval-${a.id}`);
  const head = el('p', t('approvalAsks', [clientLabel(a.client), a.site || t('approvalNoSite')]), 'approval-head');
  const words = el('p', tm(a.words), 'approval-words');
  words.id = `approval-${a.id}`;
  const left = Math.max(0, Math.round((a.expires - Date.now()) / 1000));
  const meta = el('p', t('approvalExpires', String(left)), 'muted');
  const buttons = el('div', undefined, 'row approval-buttons');
  const once = el('button', t('approvalAllowOnce'), 'primary');
  once.dataset.answer = 'once';
  const site = el('button', t('approvalAllowSite', a.site || t('approvalNoSite')));
  site.dataset.answer = 'site';
  const deny = el('button', t('approvalDeny'), 'danger');
  deny.dataset.answer = 'deny';
  for (const b of [once, site, deny]) {
    b.type = 'button';
    b.addEventListener('click', () => send(a.id, b.dataset.answer as Answer, card));
  }
  buttons.append(once, site, deny);
  const tab = a.title ? [el('p', t('approvalTab', a.title), 'approval-tab muted')] : [];
  card.append(head, ...tab, words, ...(a.shot ? [shotOf(a.shot)] : []), meta, buttons);
  return card;
}

/** Keeps `holder` showing the cards waiting now; returns how many. */
export async function renderApprovals(holder: HTMLElement): Promise<number> {
  const list = await loadApprovals();
  holder.replaceChildren(...list.map(renderApproval));
  return list.length;
}
