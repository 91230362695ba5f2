// JavaScript dialogs (alert/confirm/prompt/beforeunload) open in a tab. Owner: chrome-APIs work.
// Input actions ask `openDialog` after acting, so an action that opened a dialog reports it.

export interface DialogInfo {
  type: 'alert' | 'confirm' | 'prompt' | 'beforeunload';
  message: string;
  defaultPrompt?: string;
}

/** The dialog currently open in `tabId`, if TabRelay knows of one. */
export async function openDialog(_tabId: number): Promise<DialogInfo | undefined> {
  return undefined;
}
