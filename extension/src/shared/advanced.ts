// The Debugger switch. Chromium will not let "debugger" be an optional permission: it drops it
// from optional_permissions at install, and permissions.request then fails with "Only permissions
// specified in the manifest may be requested". So the standard build (extension/dist) has no
// debugger at all, and the advanced build (extension/dist-advanced, `./tabrelay build`) declares
// it as required, which Chrome shows as one install warning ("Access the page debugger
// backend"). Even there nothing attaches until the user turns the switch on in the options:
// that opt-in is this stored flag. `tabrelay launch --advanced` sets it through pairing.json.

const OPT_IN = 'debuggerOptIn';

/** Whether this build declares the debugger permission (the advanced build, or a launched copy). */
export function debuggerBuild(): boolean {
  return (chrome.runtime.getManifest().permissions ?? []).map(String).includes('debugger');
}

export async function debuggerOptedIn(): Promise<boolean> {
  const stored = await chrome.storage.local.get(OPT_IN);
  return stored[OPT_IN] === true;
}

export async function setDebuggerOptIn(on: boolean): Promise<void> {
  await chrome.storage.local.set({ [OPT_IN]: on });
}

/** Follows the switch wherever it changes (options page, pairing file). */
export function onDebuggerOptInChanged(listener: () => void): void {
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && OPT_IN in changes) listener();
  });
}
