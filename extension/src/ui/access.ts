import { t } from '../shared/i18n';

/** What "Enable bridge" grants: tab titles and URLs, and reading pages on any site. */
export const BRIDGE_ACCESS: chrome.permissions.Permissions = { permissions: ['tabs'], origins: ['<all_urls>'] };

/**
 * Wires an "Enable bridge" button and its status line. The request runs synchronously in the
 * click handler: chrome.permissions.request needs the click's user gesture, which an await
 * before it would lose. `onChange` hears every new answer (the popup's next step depends on it).
 */
export function wireBridgeAccess(button: HTMLButtonElement, status: HTMLElement,
  onChange?: (granted: boolean) => void): () => Promise<void> {
  const render = async () => {
    const granted = await chrome.permissions.contains(BRIDGE_ACCESS);
    status.textContent = t(granted ? 'accessGranted' : 'accessMissing');
    status.dataset.granted = String(granted);
    button.hidden = granted;
    onChange?.(granted);
  };
  button.addEventListener('click', () => {
    status.textContent = t('accessAsking');
    chrome.permissions.request(BRIDGE_ACCESS).then(
      (granted) => (granted ? render() : void (status.textContent = t('accessDeclined'))),
      (error: unknown) => void (status.textContent = t('accessFailed', String(error))),
    );
  });
  chrome.permissions.onAdded.addListener(() => void render());
  chrome.permissions.onRemoved.addListener(() => void render());
  return render;
}
