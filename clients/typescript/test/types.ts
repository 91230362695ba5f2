// Compiled by `tsc -p clients/typescript` (e2e/clients.test.mjs): the generated types accept what
// the bridge accepts and refuse the rest. Each @ts-expect-error fails the check if the line compiles.
import { ChromeBridge, ERROR_CODES, TabRelayError, type BrowserClickParams, type ErrorCode, type ToolResult } from '../src/index.js';

export async function usage(bridge: ChromeBridge): Promise<string> {
  const tabs = await bridge.browserTabList();
  const first: number | undefined = (tabs.structuredContent?.tabs?.[0]?.tabId as number | undefined);
  const page = await bridge.browserExtract({ tabId: first, format: 'markdown', maxChars: 5000 });
  await bridge.browserClick({ ref: 'e12', button: 'middle', modifiers: ['Shift'] });
  await bridge.browserDrag({ from: { ref: 'e1' }, to: { selector: '#bin' } });
  const typed: ToolResult<{ [key: string]: unknown }> = await bridge.call('browser_navigate', { url: 'https://example.com' });
  const loose = await bridge.call('extract_url', { url: 'https://example.com' });
  try {
    await bridge.browserTabClose({ tabId: 1 });
  } catch (e) {
    if (e instanceof TabRelayError && e.code === 'TAB_NOT_FOUND') return `${e.detail}; ${ERROR_CODES.TAB_NOT_FOUND.next}`;
  }
  return page.text + typed.text + loose.text;
}

export async function refused(bridge: ChromeBridge): Promise<void> {
  // @ts-expect-error the extension's 'middle_click' is not a button the bridge takes (issue 13)
  const click: BrowserClickParams = { ref: 'e1', button: 'middle_click' };
  await bridge.browserClick(click);
  // @ts-expect-error tabId is required
  await bridge.browserTabClose({});
  // @ts-expect-error no such parameter
  await bridge.browserTabList({ tab: 1 });
  // @ts-expect-error format is one of markdown, json, mcp, text
  await bridge.browserExtract({ format: 'html' });
  // @ts-expect-error not a code of the contract
  const code: ErrorCode = 'TAB_GONE';
  void code;
  // @ts-expect-error the typed overload checks the parameters of a known tool
  await bridge.call('browser_tab_close', { tabId: 'one' });
}

export const rest: ChromeBridge = ChromeBridge.rest({ url: 'http://127.0.0.1:22816', key: 'trk_example' });
export const mcp: Promise<ChromeBridge> = ChromeBridge.mcp();
