import { debuggerBuild, debuggerOptedIn, onDebuggerOptInChanged, setDebuggerOptIn } from '../shared/advanced';
import { t } from '../shared/i18n';
import { wireBridgeAccess } from '../ui/access';
import { $, el } from '../ui/dom';

/**
 * Advanced features: each asks for its permission only when the user first turns it on, except
 * the debugger, which only the advanced build declares and which is a stored opt-in there
 * (shared/advanced.ts); the standard build shows its switch disabled, saying which build has it.
 */
export const ADVANCED_FEATURES = [
  { permission: 'debugger', label: 'featDebugger', desc: 'featDebuggerDesc' },
  { permission: 'cookies', label: 'featCookies', desc: 'featCookiesDesc' },
  { permission: 'downloads', label: 'featDownloads', desc: 'featDownloadsDesc' },
  { permission: 'clipboardWrite', label: 'featClipboard', desc: 'featClipboardDesc' },
] as const;

function toggles(): HTMLInputElement[] {
  return ADVANCED_FEATURES.map((f) => $<HTMLInputElement>(`feature-${f.permission}`));
}

async function renderToggles(): Promise<void> {
  const [all, optedIn] = await Promise.all([chrome.permissions.getAll(), debuggerOptedIn()]);
  for (const box of toggles()) {
    box.checked = box.dataset.permission === 'debugger'
      ? debuggerBuild() && optedIn
      : (all.permissions ?? []).includes(box.dataset.permission as chrome.runtime.ManifestPermission);
  }
}

function build(): void {
  $('advanced').replaceChildren(
    ...ADVANCED_FEATURES.map((f) => {
      const box = el('input');
      box.type = 'checkbox';
      box.id = `feature-${f.permission}`;
      box.dataset.permission = f.permission;
      const label = el('label', undefined, 'check');
      label.htmlFor = box.id;
      const text = el('span');
      // The standard build cannot have the debugger (shared/advanced.ts): say where it is.
      const missing = f.permission === 'debugger' && !debuggerBuild();
      box.disabled = missing;
      text.append(el('span', t(f.label)), el('span', t(missing ? 'featDebuggerNeedsBuild' : f.desc), 'desc'));
      label.append(box, text);
      const item = el('li');
      item.append(label);
      return item;
    }),
  );
}

function onToggle(event: Event): void {
  const box = event.target as HTMLInputElement;
  if (box.dataset.permission === 'debugger') {
    void setDebuggerOptIn(box.checked).then(renderToggles);
    return;
  }
  const permissions = [box.dataset.permission as chrome.runtime.ManifestPermission];
  const status = $('advanced-status');
  // request() must run in this handler's user gesture; no await before it.
  const change = box.checked ? chrome.permissions.request({ permissions }) : chrome.permissions.remove({ permissions });
  change.then(
    (done) => {
      const feature = ADVANCED_FEATURES.find((f) => f.permission === box.dataset.permission)!;
      if (box.checked && !done) status.textContent = t('featureDeclined', t(feature.label));
      else status.textContent = '';
      void renderToggles();
    },
    (error: unknown) => {
      status.textContent = t('accessFailed', String(error));
      void renderToggles();
    },
  );
}

export async function initPermissions(): Promise<void> {
  const renderAccess = wireBridgeAccess($<HTMLButtonElement>('enable'), $('access-state'));
  build();
  for (const box of toggles()) box.addEventListener('change', onToggle);
  // Revoked in chrome://extensions or granted elsewhere: follow it.
  chrome.permissions.onAdded.addListener(() => void renderToggles());
  chrome.permissions.onRemoved.addListener(() => void renderToggles());
  onDebuggerOptInChanged(() => void renderToggles());
  await Promise.all([renderAccess(), renderToggles()]);
}
