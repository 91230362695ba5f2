// Finds tool calls in finished assistant turns and runs them at most once. A block is looked at
// only when its turn is done and its text is unchanged across two reads 300 ms apart; a turn
// counts as live only if this script saw it streaming, so a loaded conversation never runs.

import { rebuildArtifact, SEND_ARTIFACT } from '../shared/artifacts';
import { callKey, parseBlock, type ToolCall } from '../shared/parse';
import { correctionPrompt, formatFailure } from '../shared/result';
import type { CallOutcome, ChatRequest, LedgerEntry } from '../shared/types';
import { t } from '../../shared/i18n';
import type { CodeBlock, SiteAdapter } from './adapters';
import { Card, type CardAction } from './card';
import { attachFiles, insertIntoComposer, send } from './composer';
import { callView, ledgerStatus, malformedView, outcomeView } from './views';

const STABLE_MS = 300;

type Ask = (req: ChatRequest) => Promise<unknown>;

interface Entry {
  text: string;
  card: Card;
  call?: ToolCall;
  key?: string;
}

export class Detector {
  #live = new Set<number>();
  #settled = new Map<number, string>();
  #pending = new Map<number, { text: string; timer: ReturnType<typeof setTimeout> }>();
  #entries = new Map<string, Entry>();

  constructor(private readonly adapter: SiteAdapter, private readonly ask: Ask) {}

  /**
   * Called on every change to the page, before the throttled scan: the last turn streaming now
   * counts as live, so a reply that starts and ends between two scans (short and fast) still runs.
   * Only the last turn can be streaming, so this stays cheap on long conversations.
   */
  noteStreaming(): void {
    const turns = this.adapter.assistantTurns();
    const last = turns.at(-1);
    if (last && !this.adapter.isTurnDone(last)) this.#live.add(turns.length - 1);
  }

  scan(): void {
    this.adapter.assistantTurns().forEach((turn, i) => {
      if (!this.adapter.isTurnDone(turn)) {
        this.#live.add(i);
        const p = this.#pending.get(i);
        if (p) clearTimeout(p.timer);
        this.#pending.delete(i);
        return;
      }
      const blocks = this.adapter.codeBlocks(turn);
      const text = signature(blocks);
      if (this.#settled.get(i) === text) {
        blocks.forEach((b, j) => this.#entries.get(`${i}:${j}`)?.card.attachAfter(b.pre));
        return;
      }
      if (this.#pending.get(i)?.text === text) return;
      const old = this.#pending.get(i);
      if (old) clearTimeout(old.timer);
      this.#pending.set(i, { text, timer: setTimeout(() => this.#recheck(i, text), this.adapter.stableMs ?? STABLE_MS) });
    });
  }

  #recheck(i: number, text: string): void {
    this.#pending.delete(i);
    const turn = this.adapter.assistantTurns()[i];
    if (!turn || !this.adapter.isTurnDone(turn)) return;
    const blocks = this.adapter.codeBlocks(turn);
    if (signature(blocks) !== text) return this.scan(); // still changing: wait for the next quiet read
    this.#settled.set(i, text);
    void this.#evaluate(i, blocks, this.#live.has(i));
  }

  async #evaluate(i: number, blocks: CodeBlock[], live: boolean): Promise<void> {
    const calls: Entry[] = [];
    for (const [j, b] of blocks.entries()) {
      const verdict = parseBlock(b.text, b.language);
      if (verdict.kind === 'none') continue;
      const entry: Entry = { text: b.text, card: new Card((action) => void this.#act(entry, action)) };
      this.#entries.set(`${i}:${j}`, entry);
      entry.card.attachAfter(b.pre);
      if (verdict.kind === 'malformed') {
        entry.card.render(malformedView(verdict.error));
        continue;
      }
      entry.call = verdict.call;
      entry.key = await callKey({ site: this.adapter.id, conversationId: this.adapter.conversationId(), turn: i, block: j }, verdict.call);
      calls.push(entry);
    }
    if (calls.length === 0) return;
    const ledger = ((await this.ask({ type: 'chat.lookup', keys: calls.map((c) => c.key!) })) ?? {}) as Record<string, LedgerEntry>;
    const toRun: Entry[] = [];
    for (const entry of calls) {
      const seen = ledger[entry.key!];
      if (seen) {
        const s = ledgerStatus(seen);
        entry.card.render(callView(entry.call!.command, entry.call!.arguments, s.status, seen.state === 'running' ? [] : ['runAgain'], s.tone));
      } else if (live) {
        entry.card.render(callView(entry.call!.command, entry.call!.arguments, t('chatRunning'), []));
        toRun.push(entry);
      } else {
        entry.card.render(callView(entry.call!.command, entry.call!.arguments, t('chatHistorical'), ['run', 'deny']));
      }
    }
    // Calls of one reply run in block order and answer in one message.
    const texts: string[] = [];
    let autoSend = true;
    for (const entry of toRun) {
      const outcome = await this.#run(entry, 'auto');
      if (outcome.status === 'done') {
        if (outcome.files && !attachFiles(this.adapter, outcome.files)) continue;
        texts.push(outcome.text);
        autoSend &&= outcome.autoSend;
      }
    }
    if (texts.length) await this.#deliver(texts.join('\n\n'), autoSend);
  }

  async #run(entry: Entry, trigger: 'auto' | 'click'): Promise<CallOutcome> {
    const { command, arguments: args, server } = entry.call!;
    entry.card.render(callView(command, args, t('chatRunning'), []));
    let outcome: CallOutcome;
    let artifact: { title: string; content: string } | undefined;
    if (command === SEND_ARTIFACT && typeof args.artifact === 'string' && this.adapter.readConversation) {
      // Read before asking: the worker never reaches the site, and the site's API needs its session.
      artifact = await this.adapter.readConversation().then((c) => rebuildArtifact(c, args.artifact as string)).catch(() => undefined);
    }
    try {
      outcome = ((await this.ask({ type: 'chat.call', site: this.adapter.id, key: entry.key!, command, arguments: args, trigger, ...(server ? { server } : {}), ...(artifact ? { artifact } : {}) })) ??
        { status: 'refused', error: 'no answer' }) as CallOutcome;
    } catch (e) {
      // The worker went away mid-call (Chrome stopped it): the ledger, read by the next worker,
      // knows the call as interrupted, and it is not sent again by itself.
      const seen = ((await this.ask({ type: 'chat.lookup', keys: [entry.key!] }).catch(() => undefined)) ?? {}) as Record<string, LedgerEntry>;
      const known = seen[entry.key!];
      outcome = known ? { status: 'seen', entry: known } : { status: 'refused', error: e instanceof Error ? e.message : String(e) };
    }
    entry.card.render(outcomeView(command, args, outcome));
    return outcome;
  }

  async #act(entry: Entry, action: CardAction): Promise<void> {
    if (action === 'tell') {
      const view = entry.card.view;
      insertIntoComposer(this.adapter, correctionPrompt(view?.status ?? 'invalid JSON'));
      return;
    }
    if (!entry.call || !entry.key) return;
    if (action === 'deny') {
      await this.ask({ type: 'chat.deny', key: entry.key, command: entry.call.command });
      entry.card.render(callView(entry.call.command, entry.call.arguments, t('chatDeniedNow'), ['run']));
      return;
    }
    const outcome = await this.#run(entry, 'click');
    if (outcome.status === 'done' && outcome.files && !attachFiles(this.adapter, outcome.files)) return;
    if (outcome.status === 'done') await this.#deliver(outcome.text, outcome.autoSend);
    else if (outcome.status === 'failed') insertIntoComposer(this.adapter, formatFailure(entry.call.command, outcome.error));
  }

  async #deliver(text: string, autoSend: boolean): Promise<void> {
    if (!insertIntoComposer(this.adapter, text)) return;
    if (autoSend) await send(this.adapter);
  }
}

function signature(blocks: CodeBlock[]): string {
  return blocks.map((b) => `${b.language}\n${b.text}`).join('\u0000');
}
