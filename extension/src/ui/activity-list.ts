import { calledName, siteOf, type ActivityEntry } from '../shared/activity';
import { ERROR_CODES } from '../shared/contract';
import { t, tm } from '../shared/i18n';
import { el, formatMs, formatWhen } from './dom';

/** The client's name as shown; commands from a bridge that sent none are "unknown client". */
export function clientLabel(name: string | undefined): string {
  return name ? name : t('clientUnknown');
}

/**
 * One plain line for a failed entry: why it happened and what to do next, in the reader's
 * language: errorWhy_<CODE> / errorNext_<CODE> of the locale (the English ones are generated
 * from the bridge's ErrorCode, so the log and the README's error table never disagree).
 */
export function errorLine(outcome: string): string | undefined {
  if (outcome === 'ok') return undefined;
  if (outcome === 'cancelled') return t('activityCancelled');
  if (!(ERROR_CODES as readonly string[]).includes(outcome)) return undefined;
  return t('activityErrorHelp', [t(`errorWhy_${outcome}`), t(`errorNext_${outcome}`)]);
}

/** Where the entry happened, as a person knows it: the tab's title and its site (the URL on hover). */
function whereOf(e: ActivityEntry): HTMLElement | undefined {
  const site = siteOf(e.url);
  const text = e.title ? [e.title, site].filter(Boolean).join(' — ') : e.url;
  if (!text) return undefined;
  const where = el('div', text, 'where');
  if (e.url) where.title = e.url;
  return where;
}

/**
 * Renders entries as list items in the order given: when, who, what (the tool the client called;
 * the link's action only when the bridge named no tool), outcome; a plain line for a failure;
 * then where. `pick` may give an entry a box (the side panel's pick mode).
 */
export function renderActivity(list: HTMLElement, entries: readonly ActivityEntry[],
  pick?: (e: ActivityEntry) => HTMLElement | undefined): void {
  list.replaceChildren(
    ...entries.map((e) => {
      const item = el('li');
      const head = el('div', undefined, 'entry-head');
      // .tool marks a name the client called (the e2e tests and the shortcut picker read it).
      const action = el('code', calledName(e), e.tool ? 'action tool' : 'action');
      if (e.tool) action.title = e.action; // the link's own name, for whoever debugs the bridge
      head.append(
        el('time', formatWhen(e.t), 'when'),
        el('span', clientLabel(e.client), 'client'),
        action,
        el('span', e.outcome === 'ok' ? t('outcomeOk') : e.outcome, e.outcome === 'ok' ? 'outcome ok' : 'outcome fail'),
        el('span', formatMs(e.ms), 'duration'),
      );
      (head.firstChild as HTMLTimeElement).dateTime = new Date(e.t).toISOString();
      const box = pick?.(e);
      if (box) head.prepend(box);
      item.append(head);
      // The same words the approval card showed, and what the person answered (issue 30).
      if (e.approval) item.append(el('p', t(`approvalLog_${e.approval.answer}`, tm(e.approval.words)), 'approval-note'));
      const help = errorLine(e.outcome);
      if (help) item.append(el('p', help, 'error-help'));
      const where = whereOf(e);
      if (where) item.append(where);
      return item;
    }),
  );
}
