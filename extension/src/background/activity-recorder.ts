import { appendActivity, isActivityList, loggedTitle, loggedUrl, type ActivityEntry } from '../shared/activity';
import type { CommandMessage } from '../shared/protocol';
import { SessionKey, StorageKey } from '../shared/state';
import type { DispatchObserver, Outcome, Target } from './dispatch';

/**
 * Writes every finished command to the activity log and publishes the live in-flight count.
 * Appends are chained: many commands finish at once and each is a read-modify-write of one
 * storage key, so unchained they would overwrite each other.
 */
export class ActivityRecorder implements DispatchObserver {
  private inFlight = 0;
  private writes: Promise<void> = Promise.resolve();

  started(_command: CommandMessage): void {
    this.inFlight++;
    this.publish();
  }

  finished(command: CommandMessage, outcome: Outcome, ms: number, target: Target): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.publish();
    // A command that is part of no tool call is the bridge's own (its status probe's browser.info,
    // a session's end, `tabrelay chat` settings): no client asked for it, so it is no log row and
    // no client in the popup or the side panel.
    if (!command.call) return;
    const entry = {
      t: Date.now() - ms,
      client: command.client,
      session: command.session,
      action: command.action,
      ...(command.call ? { call: command.call } : {}),
      ...(command.tool ? { tool: command.tool } : {}),
      tabId: target.tabId,
      url: loggedUrl(target.url),
      outcome,
      ms,
      ...(target.approval ? { approval: target.approval } : {}),
    };
    this.record(entry);
  }

  /** Appends one entry, in turn with every other write (the chat client logs its calls here too). */
  record(entry: ActivityEntry): void {
    this.writes = this.writes.then(async () => {
      if (entry.tabId !== undefined && entry.title === undefined) entry.title = await tabTitle(entry.tabId);
      const got = await chrome.storage.local.get(StorageKey.activity);
      const stored: unknown = got[StorageKey.activity];
      const list = isActivityList(stored) ? stored : [];
      await chrome.storage.local.set({ [StorageKey.activity]: appendActivity(list, entry) });
    }).catch(() => undefined); // a full or failing storage must not stop the next entries
  }

  /** A new worker has no commands running, whatever the last one left in session storage. */
  reset(): Promise<void> {
    this.inFlight = 0;
    return chrome.storage.session.set({ [SessionKey.inFlight]: 0 });
  }

  private publish(): void {
    void chrome.storage.session.set({ [SessionKey.inFlight]: this.inFlight });
  }
}

/**
 * The tab's title as the log shows it: a person knows "Inbox (3)", not tab 159743973. Read when
 * the command ends (a navigation's title is the new page's); undefined when the tab is gone or
 * the extension may not see its title (no tabs permission and no access to its site).
 */
async function tabTitle(tabId: number): Promise<string | undefined> {
  try {
    return loggedTitle((await chrome.tabs.get(tabId)).title);
  } catch {
    return undefined;
  }
}
