import { CommandError } from '../../shared/errors';
import { nextDialog, type DialogInfo } from '../dialogs';
import { parseCombo } from './keys';
import { send } from './manager';

// Trusted input (isTrusted = true) through chrome.debugger, in CSS pixels of the viewport.
// A click that opens a JavaScript dialog blocks the renderer, and with it the CDP answer to
// the mouse event; each event therefore also ends when a dialog opens, and reports it.

const WHAT = 'Trusted input';
type Button = 'left' | 'right' | 'middle';

export interface InputResult {
  dialog?: DialogInfo;
}

const DIALOG_WAIT_MS = 30_000;

/** Sends one input event; resolves early with the dialog it opened, if any. */
async function dispatch(tabId: number, method: string, params: Record<string, unknown>): Promise<InputResult> {
  let stop = false;
  const dialog = nextDialog(tabId, DIALOG_WAIT_MS).then((info) => (stop ? undefined : info));
  const sent = send(tabId, method, params, WHAT).then(() => undefined);
  const first = await Promise.race([sent.then(() => ({ done: true as const })), dialog.then((info) => (info ? { info } : new Promise<never>(() => undefined)))]);
  stop = true;
  return 'info' in first ? { dialog: first.info } : {};
}

async function sequence(tabId: number, steps: [string, Record<string, unknown>][]): Promise<InputResult> {
  for (const [method, params] of steps) {
    const result = await dispatch(tabId, method, params);
    if (result.dialog) return result;
  }
  return {};
}

export function mouseMove(tabId: number, x: number, y: number): Promise<InputResult> {
  return dispatch(tabId, 'Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
}

export function clickAt(tabId: number, x: number, y: number, button: Button = 'left', clickCount = 1, modifiers = 0): Promise<InputResult> {
  const steps: [string, Record<string, unknown>][] = [['Input.dispatchMouseEvent', { type: 'mouseMoved', x, y, modifiers }]];
  for (let n = 1; n <= clickCount; n++) {
    steps.push(['Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button, clickCount: n, modifiers }]);
    steps.push(['Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button, clickCount: n, modifiers }]);
  }
  return sequence(tabId, steps);
}

/** Press at `from`, move in steps (so drag handlers see movement), release at `to`. */
export function dragBetween(tabId: number, from: [number, number], to: [number, number]): Promise<InputResult> {
  const steps: [string, Record<string, unknown>][] = [
    ['Input.dispatchMouseEvent', { type: 'mouseMoved', x: from[0], y: from[1] }],
    ['Input.dispatchMouseEvent', { type: 'mousePressed', x: from[0], y: from[1], button: 'left', clickCount: 1 }],
  ];
  const STEPS = 5;
  for (let i = 1; i <= STEPS; i++) {
    const x = from[0] + ((to[0] - from[0]) * i) / STEPS;
    const y = from[1] + ((to[1] - from[1]) * i) / STEPS;
    steps.push(['Input.dispatchMouseEvent', { type: 'mouseMoved', x, y, button: 'left', buttons: 1 }]);
  }
  steps.push(['Input.dispatchMouseEvent', { type: 'mouseReleased', x: to[0], y: to[1], button: 'left', clickCount: 1 }]);
  return sequence(tabId, steps);
}

export function wheel(tabId: number, x: number, y: number, dx: number, dy: number): Promise<InputResult> {
  return dispatch(tabId, 'Input.dispatchMouseEvent', { type: 'mouseWheel', x, y, deltaX: dx, deltaY: dy });
}

/** Types text into the focused element as the user's keyboard would commit it. */
export function typeText(tabId: number, text: string): Promise<InputResult> {
  return dispatch(tabId, 'Input.insertText', { text });
}

/** Presses one combo ("Enter", "Control+a", "Shift+Tab"); INVALID_ARGUMENT for an unknown key. */
export function pressKey(tabId: number, combo: string): Promise<InputResult> {
  const stroke = parseCombo(combo);
  if (!stroke) {
    throw new CommandError('INVALID_ARGUMENT', `"${combo}" is not a key TabRelay knows; use names like Enter, Tab, Escape, ArrowDown, F5, a letter, with modifiers like Control+a.`);
  }
  const base = { key: stroke.key, code: stroke.code, windowsVirtualKeyCode: stroke.keyCode, modifiers: stroke.modifiers };
  return sequence(tabId, [
    ['Input.dispatchKeyEvent', stroke.text === undefined ? { type: 'rawKeyDown', ...base } : { type: 'keyDown', ...base, text: stroke.text, unmodifiedText: stroke.text }],
    ['Input.dispatchKeyEvent', { type: 'keyUp', ...base }],
  ]);
}
