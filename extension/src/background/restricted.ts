import { CommandError } from '../shared/errors';

// Pages Chrome never lets extensions script, whatever permissions they hold.
const RESTRICTED_SCHEMES = new Set([
  'chrome:', 'chrome-extension:', 'chrome-untrusted:', 'chrome-search:', 'devtools:', 'edge:',
  'extension:', 'brave:', 'opera:', 'vivaldi:', 'about:', 'view-source:', 'data:', 'blob:', 'filesystem:',
]);

function isWebStore(url: URL): boolean {
  if (url.hostname === 'chromewebstore.google.com') return true;
  if (url.hostname === 'chrome.google.com' && url.pathname.startsWith('/webstore')) return true;
  return url.hostname === 'microsoftedge.microsoft.com' && url.pathname.startsWith('/addons');
}

/**
 * Checks that `raw` is a page the extension may read; returns the parsed URL or throws
 * RESTRICTED_URL / INVALID_ARGUMENT. `fileAccess` is chrome.extension.isAllowedFileSchemeAccess().
 */
export function checkScriptableUrl(raw: string, fileAccess: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CommandError('INVALID_ARGUMENT', `"${raw}" is not an absolute URL; pass one such as https://example.com/.`);
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    if (isWebStore(url)) {
      throw new CommandError('RESTRICTED_URL', `Chrome does not let extensions read the Web Store (${url.hostname}); open the page yourself instead.`);
    }
    return url;
  }
  if (url.protocol === 'file:') {
    if (fileAccess) return url;
    throw new CommandError('RESTRICTED_URL', 'Reading file:// pages needs "Allow access to file URLs"; turn it on for TabRelay in chrome://extensions.');
  }
  if (RESTRICTED_SCHEMES.has(url.protocol)) {
    throw new CommandError('RESTRICTED_URL', `Chrome does not let extensions read ${url.protocol} pages; use an http(s) page instead.`);
  }
  throw new CommandError('INVALID_ARGUMENT', `URLs with scheme ${url.protocol} cannot be opened; pass an http(s) URL.`);
}
