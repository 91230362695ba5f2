// "Tool names shown to clients": which tool-name profile the bridge lists to MCP clients of this
// browser. The worker sends it in its hello, and on the live link when it changes (background/link.ts).
import { t } from '../shared/i18n';
import { StorageKey, TOOL_PROFILES, toolProfileOf, type ToolProfile } from '../shared/state';
import { $ } from '../ui/dom';

const LABEL: Record<ToolProfile, Parameters<typeof t>[0]> = {
  '': 'profileBridge',
  compact: 'profileCompact',
  full: 'profileFull',
  extract: 'profileExtract',
  tabs: 'profileTabs',
  claude: 'profileClaude',
};

export async function initProfile(): Promise<void> {
  const select = $<HTMLSelectElement>('tool-profile');
  for (const profile of TOOL_PROFILES) {
    select.append(new Option(t(LABEL[profile]), profile));
  }
  const got = await chrome.storage.local.get(StorageKey.toolProfile);
  select.value = toolProfileOf(got[StorageKey.toolProfile]);
  select.addEventListener('change', () => {
    void chrome.storage.local.set({ [StorageKey.toolProfile]: toolProfileOf(select.value) }).then(() => {
      $('tool-profile-saved').textContent = t('profileSaved');
    });
  });
}
