import { CommandError } from '../../shared/errors';
import { debuggerBuild, debuggerOptedIn } from '../../shared/advanced';

// The advanced features the user turns on in the options page (src/options/permissions.ts);
// every tool that needs one names the switch to turn on. Cookies, downloads and the clipboard are
// optional permissions. The debugger cannot be one (Chromium drops an optional "debugger" at
// install), so it is a required permission of the advanced build only, used after the user
// turns the Debugger switch on (src/shared/advanced.ts).
const SWITCHES = {
  debugger: 'Debugger (trusted input, screenshots, dialogs, console, network)',
  cookies: 'Cookies',
  downloads: 'Downloads',
  clipboardWrite: 'Clipboard',
} as const;

export type AdvancedPermission = keyof typeof SWITCHES;

export async function hasPermission(permission: AdvancedPermission): Promise<boolean> {
  if (permission === 'debugger') return debuggerBuild() && (await debuggerOptedIn());
  return chrome.permissions.contains({ permissions: [permission] });
}

export async function requirePermission(permission: AdvancedPermission, what: string): Promise<void> {
  if (await hasPermission(permission)) return;
  const how = permission === 'debugger' && !debuggerBuild()
    ? 'the advanced build of the TabRelay extension (extension/dist-advanced; README, "Advanced features"), with its "Debugger" switch on under Advanced features in the TabRelay options'
    : `the "${SWITCHES[permission]}" switch: turn it on under Advanced features in the TabRelay options`;
  throw new CommandError('PERMISSION_REQUIRED', `${what} needs ${how}, then retry.`, { permission });
}
