// The card shown under a tool-call block: what would run, where, and its outcome. It lives in a
// closed shadow root, so page scripts can neither read it nor press its buttons: every action
// requires a trusted (real user) event.

import { t } from '../../shared/i18n';

export type CardAction = 'run' | 'runAgain' | 'deny' | 'tell';

export interface CardView {
  title: string;
  server?: string;
  args?: string;
  status: string;
  tone: 'info' | 'ok' | 'error';
  details?: string;
  actions: CardAction[];
}

const STYLE = `
:host { all: initial; display: block; margin: 6px 0 12px; font: 13px/1.4 system-ui, sans-serif; }
.card { border: 1px solid #c9cdd4; border-radius: 8px; padding: 8px 10px; background: #f7f8fa; color: #1f2328; }
.card.error { border-color: #d1242f; } .card.ok { border-color: #1a7f37; }
.title { font-weight: 600; } .meta { color: #57606a; white-space: pre-line; }
pre { margin: 6px 0; max-height: 160px; overflow: auto; background: #fff; padding: 6px; border-radius: 4px; white-space: pre-wrap; }
.status { margin: 4px 0; } button { margin-right: 6px; font: inherit; padding: 2px 10px; cursor: pointer; }
`;

const hosts = new WeakSet<Element>();

export function isCardHost(el: Element | null): boolean {
  return !!el && hosts.has(el);
}

export class Card {
  readonly host: HTMLElement;
  #root: ShadowRoot;
  #view: CardView | undefined;

  constructor(private readonly onAction: (action: CardAction) => void) {
    this.host = document.createElement('tabrelay-chat-card');
    this.#root = this.host.attachShadow({ mode: 'closed' });
    hosts.add(this.host);
  }

  /** Puts the card right after the block; a site re-render removes it, so callers re-attach. */
  attachAfter(pre: Element): void {
    if (pre.nextElementSibling !== this.host) pre.after(this.host);
  }

  render(view: CardView): void {
    this.#view = view;
    const root = this.#root;
    root.replaceChildren();
    const style = document.createElement('style');
    style.textContent = STYLE;
    const card = div(`card ${view.tone}`);
    card.append(div('title', `TabRelay · ${view.title}`));
    if (view.server) card.append(div('meta', t('chatCardServer', view.server)));
    if (view.args) {
      const pre = document.createElement('pre');
      pre.textContent = view.args;
      card.append(pre);
    }
    card.append(div('status', view.status));
    if (view.details) card.append(div('meta', view.details));
    const bar = div('actions');
    for (const action of view.actions) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = t(`chatAction_${action}`);
      button.addEventListener('click', (event) => {
        // A page script's el.click() or dispatchEvent() is untrusted: only a person approves.
        if (!event.isTrusted) return;
        this.onAction(action);
      });
      bar.append(button);
    }
    card.append(bar);
    root.append(style, card);
  }

  get view(): CardView | undefined {
    return this.#view;
  }
}

function div(className: string, text?: string): HTMLDivElement {
  const el = document.createElement('div');
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}
