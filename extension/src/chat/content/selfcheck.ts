// The per-site self-check: does the adapter still find the composer, the send button and the
// turn signal? Shown on the page in a small closed-shadow chip and stored by the worker for the
// options page, so a site that changed its DOM is visible at once instead of silently inert.

import { t, tp } from '../../shared/i18n';
import type { SelfCheck } from '../shared/types';
import type { SiteAdapter } from './adapters';

export function runSelfCheck(adapter: SiteAdapter): SelfCheck {
  return { composer: !!adapter.composer(), send: !!adapter.sendButton(), turns: adapter.turnSignal(), url: location.href, at: Date.now() };
}

export function sameCheck(a: SelfCheck | undefined, b: SelfCheck): boolean {
  return !!a && a.composer === b.composer && a.send === b.send && a.turns === b.turns;
}

const mark = (v: boolean | null) => (v === null ? '–' : v ? '✓' : '✗');

export class Chip {
  readonly host = document.createElement('tabrelay-chat-status');
  #root = this.host.attachShadow({ mode: 'closed' });

  /** `onInstructions` runs on a real click only: a page script cannot fill the composer through us. */
  constructor(onInstructions: () => void) {
    this.host.style.cssText = 'position:fixed;right:12px;bottom:12px;z-index:2147483647;';
    this.#onInstructions = onInstructions;
  }

  #onInstructions: () => void;

  render(check: SelfCheck, tools: number | string): void {
    if (!this.host.isConnected) document.documentElement.append(this.host);
    const broken = !check.composer || !check.send || check.turns === false;
    const box = document.createElement('div');
    box.style.cssText = `font:12px system-ui,sans-serif;padding:4px 8px;border-radius:6px;color:#fff;background:${broken ? '#b42318' : '#24292f'};opacity:.85`;
    box.title = t('chatChipTitle');
    const parts = [
      `${t('chatCheckComposer')} ${mark(check.composer)}`,
      `${t('chatCheckSend')} ${mark(check.send)}`,
      `${t('chatCheckTurns')} ${mark(check.turns)}`,
    ];
    box.textContent = `TabRelay MCP · ${parts.join(' · ')} · ${typeof tools === 'number' ? tp('chatToolCount', tools, String(tools)) : tools}`;
    if (broken) box.textContent += ` — ${t('chatSiteChanged')}`;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = t('chatInsertInstructions');
    button.style.cssText = 'margin-left:8px;font:inherit;';
    button.addEventListener('click', (e) => {
      if (e.isTrusted) this.#onInstructions();
    });
    box.append(button);
    this.#root.replaceChildren(box);
  }
}
