// `trusted: true` input: the element is located and scrolled into view by the page agent, then
// the chrome-APIs `computer` action sends real input through chrome.debugger at its centre.
// A target inside a frame (whose offset in the viewport the agent does not know) gets DOM events.
import type { ComputerParams } from '../shared/contract';
import type { HandlerContext } from './dispatch';
import { computer } from './handlers/computer';
import { callFrame, type FrameTarget } from './page-agent';

/** One `computer` step, without the tab (sendTrusted adds it). */
export type TrustedStep = Omit<ComputerParams, 'tabId' | 'isolation'>;

/** Whether the params ask for trusted input and it can be given for this target. */
export function wantsTrusted(params: { trusted?: unknown }, target: FrameTarget | undefined): boolean {
  return params.trusted === true && (target === undefined || target.frameId === 0);
}

/** The target's centre in the viewport, after scrolling it into view. */
export async function centreOf(tabId: number, target: FrameTarget, ctx: HandlerContext): Promise<{ ref: string; x: number; y: number }> {
  return callFrame(tabId, target.frameId, 'point', [target.spec], ctx);
}

/** Sends `steps` through `computer` (PERMISSION_REQUIRED without the Debugger switch). */
export async function sendTrusted(tabId: number, steps: TrustedStep[], ctx: HandlerContext): Promise<void> {
  for (const step of steps) await computer({ tabId, ...step }, ctx);
}
