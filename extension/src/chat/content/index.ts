// Chat content script, registered by the worker only on chat sites the user enabled. It does DOM
// work only; servers, keys, policy and the call ledger stay in the worker.

import type { ChatRequest, SelfCheck, ToolInfo } from '../shared/types';
import { adapterFor } from './adapters';
import { Detector } from './detector';
import { insertIntoComposer } from './composer';
import { instructionsPrompt } from '../shared/instructions';
import { Chip, runSelfCheck, sameCheck } from './selfcheck';

const SCAN_THROTTLE_MS = 100;

function ask(req: ChatRequest): Promise<unknown> {
  return chrome.runtime.sendMessage(req);
}

function start(): void {
  const adapter = adapterFor(location.hostname);
  // A second injection (the script re-registered while the tab stayed open) must not double up.
  const flag = '__tabrelayChat';
  if (!adapter || (globalThis as Record<string, unknown>)[flag]) return;
  (globalThis as Record<string, unknown>)[flag] = true;

  const detector = new Detector(adapter, ask);
  let toolList: ToolInfo[] = [];
  // A click before the worker listed the tools waits for that list instead of inserting "none".
  let hello: Promise<unknown> = Promise.resolve();
  const chip = new Chip(() => void hello.then(() => insertIntoComposer(adapter, instructionsPrompt(toolList))));
  let tools: number | string = '…';
  let lastCheck: SelfCheck | undefined;

  const check = () => {
    const now = runSelfCheck(adapter);
    if (sameCheck(lastCheck, now)) return;
    lastCheck = now;
    chip.render(now, tools);
    void ask({ type: 'chat.selfCheck', site: adapter.id, check: now }).catch(() => undefined);
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    detector.noteStreaming();
    timer ??= setTimeout(() => {
      timer = undefined;
      detector.scan();
      check();
    }, SCAN_THROTTLE_MS);
  };
  new MutationObserver(schedule).observe(document.documentElement, {
    // class: Gemini turns Send into Stop and back by class alone.
    subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-is-streaming', 'class'],
  });

  hello = ask({ type: 'chat.hello', site: adapter.id }).then((reply) => {
    const r = reply as { tools?: ToolInfo[]; errors?: string[] } | undefined;
    toolList = r?.tools ?? [];
    tools = r?.tools ? r.tools.length : '?';
    if (lastCheck) chip.render(lastCheck, tools);
  }).catch(() => undefined);
  detector.scan();
  check();
}

start();
