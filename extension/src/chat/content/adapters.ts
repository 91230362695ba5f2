// What a chat site's page looks like to the extension. One adapter per site; every selector lives
// here, so a site that changed its DOM is fixed in one place (and shows in the self-check first).

export interface CodeBlock {
  pre: Element;
  text: string;
  language: string;
}

export interface SiteAdapter {
  id: string;
  /** Assistant turns in document order (their index is the turn ordinal of the call key). */
  assistantTurns(): Element[];
  /** The turn finished streaming; only then may its blocks run. */
  isTurnDone(turn: Element): boolean;
  codeBlocks(turn: Element): CodeBlock[];
  composer(): HTMLElement | null;
  sendButton(): HTMLButtonElement | null;
  fileInput(): HTMLInputElement | null;
  conversationId(): string;
  /** Whether the turn signal is found: null while the conversation has no assistant turn. */
  turnSignal(): boolean | null;
  /** How long a finished turn's code must stay unchanged before it is read (default 300 ms). */
  stableMs?: number;
  /** The conversation through the site's own API, with the page's session (for artifacts). */
  readConversation?(): Promise<unknown>;
}

function languageOf(code: Element): string {
  return /(?:^|\s)language-([\w+-]+)/.exec(code.className)?.[1] ?? '';
}

// Claude shows extended thinking in a collapsible block inside the reply: calls in there are the
// model thinking aloud, not asking.
const CLAUDE_THINKING = '[data-testid*="thinking" i], [class*="thinking" i]';

export const claude: SiteAdapter = {
  id: 'claude.ai',
  assistantTurns: () => [...document.querySelectorAll('[data-is-streaming]')],
  isTurnDone: (turn) => turn.getAttribute('data-is-streaming') === 'false',
  codeBlocks(turn) {
    return [...turn.querySelectorAll('pre code')]
      .filter((code) => !code.closest(CLAUDE_THINKING) && !code.closest('[data-testid="user-message"]'))
      // textContent of the code element only: labels and copy buttons live beside it in the pre.
      .map((code) => ({ pre: code.closest('pre')!, text: code.textContent ?? '', language: languageOf(code) }));
  },
  composer: () => document.querySelector<HTMLElement>('div.ProseMirror[contenteditable="true"]'),
  sendButton: () => document.querySelector<HTMLButtonElement>('button[aria-label="Send message"]'),
  fileInput: () => document.querySelector<HTMLInputElement>('input[type="file"]'),
  conversationId: () => /\/chat\/([^/?#]+)/.exec(location.pathname)?.[1] ?? 'new',
  // Same-origin GETs from the content script carry the page's cookies; nothing leaves the site.
  async readConversation() {
    const get = async (path: string) => {
      const res = await fetch(path, { credentials: 'include' });
      if (!res.ok) throw new Error(`claude.ai answered ${res.status} for its conversation API`);
      return res.json();
    };
    const orgs = (await get('/api/organizations')) as { uuid?: string }[];
    const org = orgs[0]?.uuid;
    if (!org) throw new Error('claude.ai listed no organization');
    return get(`/api/organizations/${org}/chat_conversations/${claude.conversationId()}?tree=True&rendering_mode=messages&render_all_tools=true`);
  },
  turnSignal() {
    if (document.querySelector('[data-is-streaming]')) return true;
    // Replies on the page but none carries the streaming flag: the site changed.
    return document.querySelector('.font-claude-message') ? false : null;
  },
};

const CHATGPT_STOP = 'button[data-testid="stop-button"]';

export const chatgpt: SiteAdapter = {
  id: 'chatgpt.com',
  assistantTurns: () => [...document.querySelectorAll('[data-message-author-role="assistant"]')],
  // ChatGPT marks no turn as streaming: while one streams, Send becomes a Stop button. Only the
  // last turn can be the streaming one.
  isTurnDone(turn) {
    const turns = chatgpt.assistantTurns();
    return turns.at(-1) !== turn || !document.querySelector(CHATGPT_STOP);
  },
  codeBlocks(turn) {
    // The pre also holds the language label and a "Copy code" button: read the code element only.
    return [...turn.querySelectorAll('pre code')].map((code) => ({ pre: code.closest('pre')!, text: code.textContent ?? '', language: languageOf(code) }));
  },
  composer: () => document.querySelector<HTMLElement>('#prompt-textarea[contenteditable="true"], div.ProseMirror[contenteditable="true"]'),
  sendButton: () => document.querySelector<HTMLButtonElement>('button[data-testid="send-button"]'),
  fileInput: () => document.querySelector<HTMLInputElement>('input[type="file"]'),
  conversationId: () => /\/c\/([^/?#]+)/.exec(location.pathname)?.[1] ?? 'new',
  turnSignal() {
    if (document.querySelector('[data-message-author-role]')) return true;
    return document.querySelector('article[data-testid^="conversation-turn-"]') ? false : null;
  },
};

const GEMINI_STOP = 'button.send-button.stop, button[aria-label="Stop response"]';

export const gemini: SiteAdapter = {
  id: 'gemini.google.com',
  assistantTurns: () => [...document.querySelectorAll('model-response')],
  // Like ChatGPT, only a Stop button tells a reply is streaming, and Gemini renders the end of a
  // reply in more than one pass: hence the longer quiet time below.
  isTurnDone(turn) {
    const turns = gemini.assistantTurns();
    return turns.at(-1) !== turn || !document.querySelector(GEMINI_STOP);
  },
  codeBlocks(turn) {
    return [...turn.querySelectorAll('code-block pre code, pre code')]
      .filter((code, i, all) => all.indexOf(code) === i)
      .map((code) => ({ pre: code.closest('pre')!, text: code.textContent ?? '', language: languageOf(code) }));
  },
  composer: () => document.querySelector<HTMLElement>('rich-textarea .ql-editor[contenteditable="true"], .ql-editor[contenteditable="true"]'),
  sendButton: () => document.querySelector<HTMLButtonElement>('button.send-button:not(.stop)'),
  fileInput: () => document.querySelector<HTMLInputElement>('input[type="file"]'),
  conversationId: () => /\/app\/([^/?#]+)/.exec(location.pathname)?.[1] ?? 'new',
  turnSignal() {
    // A user-query alone is normal for a moment after sending, so absence proves nothing here.
    return document.querySelector('model-response') ? true : null;
  },
  stableMs: 800,
};

export const ADAPTERS: Record<string, SiteAdapter> = { [claude.id]: claude, [chatgpt.id]: chatgpt, [gemini.id]: gemini };

export function adapterFor(hostname: string): SiteAdapter | undefined {
  return Object.values(ADAPTERS).find((a) => a.id === hostname);
}
