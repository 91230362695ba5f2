import { badgeFor } from '../shared/badge';
import { tm } from '../shared/i18n';
import { SessionKey, StorageKey, type LinkStatus } from '../shared/state';

/** Redraws the toolbar badge from storage; called on boot and on every relevant storage change. */
export async function updateBadge(): Promise<void> {
  const [local, session] = await Promise.all([
    chrome.storage.local.get([StorageKey.status, StorageKey.paused]),
    chrome.storage.session.get([SessionKey.inFlight, SessionKey.approvals]),
  ]);
  const status = local[StorageKey.status] as LinkStatus | undefined;
  const inFlight = Number(session[SessionKey.inFlight] ?? 0);
  const approvals = session[SessionKey.approvals];
  const badge = badgeFor(status?.state, inFlight, {
    paused: local[StorageKey.paused] === true,
    waiting: Array.isArray(approvals) ? approvals.length : 0,
  });
  await Promise.all([
    chrome.action.setBadgeText({ text: badge.text }),
    chrome.action.setBadgeBackgroundColor({ color: badge.color }),
    chrome.action.setBadgeTextColor?.({ color: '#ffffff' }),
    chrome.action.setTitle({ title: tm(badge.title) }),
  ]);
}

/** Keeps the badge in step with the link state and the in-flight count. */
export function watchBadge(): void {
  chrome.storage.onChanged.addListener((changes, area) => {
    if ((area === 'local' && (StorageKey.status in changes || StorageKey.paused in changes))
      || (area === 'session' && (SessionKey.inFlight in changes || SessionKey.approvals in changes))) {
      void updateBadge();
    }
  });
}
