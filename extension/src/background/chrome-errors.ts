import { CommandError, PERMISSION_MESSAGE, describe } from '../shared/errors';

// Chrome reports failures as plain Error messages; these patterns are the stable parts of the
// messages Chromium 116–156 uses in the tabs and scripting APIs.
const PATTERNS: [RegExp, (ctx: Context) => CommandError][] = [
  [/No tab with id/i, (c) => new CommandError('TAB_NOT_FOUND', `No tab with id ${c.tabId ?? '?'}. Call list_tabs to see open tabs.`)],
  [/showing error page/i, (c) => new CommandError('NAVIGATION_FAILED', `${c.url ?? 'The page'} did not load (the browser shows an error page); check the address and that the site is up.`)],
  [/extensions gallery cannot be scripted|Cannot access a chrome|of different extension|cannot be scripted/i,
    () => new CommandError('RESTRICTED_URL', 'Chrome does not let extensions read this page; use an http(s) page instead.')],
  [/Cannot access contents of|must request permission/i,
    () => new CommandError('PERMISSION_REQUIRED', `TabRelay may not read this page yet. ${PERMISSION_MESSAGE}`)],
  [/Frame with ID \d+ was removed|No frame with id|tab was closed/i,
    (c) => new CommandError('TAB_NOT_FOUND', movedMessage(c.tabId))],
];

/** The tab closed, or its page replaced its document (a reload, a script's redirect), mid-read. */
export function movedMessage(tabId: number | undefined): string {
  return `Tab ${tabId ?? '?'} closed or navigated away while being read; call list_tabs and retry.`;
}

interface Context {
  tabId?: number;
  url?: string;
}

/** Maps a rejected Chrome API call to a typed error; unrecognised messages become `fallback`. */
export function fromChromeError(error: unknown, ctx: Context, fallback: (detail: string) => CommandError): CommandError {
  if (error instanceof CommandError) return error;
  const text = describe(error);
  for (const [pattern, make] of PATTERNS) if (pattern.test(text)) return make(ctx);
  return fallback(text);
}
