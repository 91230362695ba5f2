// The chat sites the extension can act on, and how a page URL maps to one. Adding a site means an
// entry here and an adapter in content/adapters.

export interface ChatSite {
  id: string;
  label: string;
  /** Match patterns for chrome.scripting.registerContentScripts and the host permission. */
  matches: string[];
  hosts: string[];
}

export const CHAT_SITES: readonly ChatSite[] = [
  { id: 'claude.ai', label: 'Claude (claude.ai)', matches: ['https://claude.ai/*'], hosts: ['claude.ai'] },
  { id: 'chatgpt.com', label: 'ChatGPT (chatgpt.com)', matches: ['https://chatgpt.com/*'], hosts: ['chatgpt.com'] },
  { id: 'gemini.google.com', label: 'Gemini (gemini.google.com)', matches: ['https://gemini.google.com/*'], hosts: ['gemini.google.com'] },
];

export function siteOfUrl(raw: string | undefined): ChatSite | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:') return undefined;
  return CHAT_SITES.find((s) => s.hosts.includes(url.hostname));
}
