import { CommandError } from '../../shared/errors';

// The advanced features are optional permissions the user turns on in the options page
// (src/options/permissions.ts); every tool that needs one names the switch to turn on.
const SWITCHES = {
  debugger: 'Debugger (trusted input, screenshots, dialogs, console, network)',
  cookies: 'Cookies',
  downloads: 'Downloads',
  clipboardWrite: 'Clipboard',
} as const;

export type AdvancedPermission = keyof typeof SWITCHES;

export async function hasPermission(permission: AdvancedPermission): Promise<boolean> {
  return chrome.permissions.contains({ permissions: [permission] });
}

export async function requirePermission(permission: AdvancedPermission, what: string): Promise<void> {
  if (await hasPermission(permission)) return;
  throw new CommandError(
    'PERMISSION_REQUIRED',
    `${what} needs the "${SWITCHES[permission]}" switch: turn it on under Advanced features in the TabRelay options, then retry.`,
    { permission },
  );
}
