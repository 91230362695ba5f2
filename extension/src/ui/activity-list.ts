import type { ActivityEntry } from '../shared/activity';
import { t } from '../shared/i18n';
import { el, formatMs, formatWhen } from './dom';

/** The client's name as shown; commands from a bridge that sent none are "unknown client". */
export function clientLabel(name: string | undefined): string {
  return name ? name : t('clientUnknown');
}

/**
 * Renders entries (newest first) as list items: when, who, what (the action, and the tool when the
 * bridge named it), outcome; then where. `pick` may give an entry a box (the side panel's pick mode).
 */
export function renderActivity(list: HTMLElement, entries: readonly ActivityEntry[],
  pick?: (e: ActivityEntry) => HTMLElement | undefined): void {
  list.replaceChildren(
    ...entries.map((e) => {
      const item = el('li');
      const head = el('div', undefined, 'entry-head');
      head.append(
        el('time', formatWhen(e.t), 'when'),
        el('span', clientLabel(e.client), 'client'),
        el('code', e.action, 'action'),
        el('span', e.outcome === 'ok' ? t('outcomeOk') : e.outcome, e.outcome === 'ok' ? 'outcome ok' : 'outcome fail'),
        el('span', formatMs(e.ms), 'duration'),
      );
      (head.firstChild as HTMLTimeElement).dateTime = new Date(e.t).toISOString();
      if (e.tool) head.querySelector('.action')!.after(el('code', e.tool, 'tool'));
      const box = pick?.(e);
      if (box) head.prepend(box);
      item.append(head);
      const where = [e.tabId !== undefined ? t('activityTab', String(e.tabId)) : '', e.url ?? ''].filter(Boolean).join(' · ');
      if (where) item.append(el('div', where, 'where'));
      return item;
    }),
  );
}
