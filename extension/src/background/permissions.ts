import { CommandError, PERMISSION_MESSAGE } from '../shared/errors';

// "tabs" and host access are optional so the store install shows no warning; the popup's
// Enable bridge button requests them. Every command that needs them checks first.

export async function requireTabsPermission(): Promise<void> {
  if (!(await chrome.permissions.contains({ permissions: ['tabs'] }))) {
    throw new CommandError('PERMISSION_REQUIRED', `TabRelay may not read tab titles and URLs yet. ${PERMISSION_MESSAGE}`);
  }
}

export async function requireHostAccess(url: URL): Promise<void> {
  // Chrome match patterns without a port match every port.
  const pattern = url.protocol === 'file:' ? 'file:///*' : `${url.protocol}//${url.hostname}/*`;
  if (!(await chrome.permissions.contains({ origins: [pattern] }))) {
    throw new CommandError('PERMISSION_REQUIRED', `TabRelay may not read pages on ${url.hostname || url.protocol} yet. ${PERMISSION_MESSAGE}`);
  }
}
