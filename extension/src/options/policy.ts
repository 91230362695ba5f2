import { t } from '../shared/i18n';
import { asPolicy, parsePattern, patternLines } from '../shared/site-policy';
import { StorageKey } from '../shared/state';
import { $, el } from '../ui/dom';

const area = (id: 'allow' | 'deny') => $<HTMLTextAreaElement>(id);

async function load(): Promise<void> {
  const got = await chrome.storage.local.get(StorageKey.sitePolicy);
  const policy = asPolicy(got[StorageKey.sitePolicy]);
  area('allow').value = policy.allow.join('\n');
  area('deny').value = policy.deny.join('\n');
}

/** Validates both lists; saves only when every pattern is valid, so nothing is silently ignored. */
async function save(): Promise<void> {
  const errors: string[] = [];
  const lists = { allow: patternLines(area('allow').value), deny: patternLines(area('deny').value) };
  for (const [name, patterns] of Object.entries(lists)) {
    for (const pattern of patterns) {
      const parsed = parsePattern(pattern);
      if (!parsed.ok) errors.push(`${t(name === 'allow' ? 'policyAllow' : 'policyDeny')}: ${t(parsed.error.key, parsed.error.args)}`);
    }
  }
  $('policy-errors').replaceChildren(...errors.map((e) => el('li', e)));
  $('policy-saved').textContent = '';
  if (errors.length) return;
  await chrome.storage.local.set({ [StorageKey.sitePolicy]: lists });
  $('policy-saved').textContent = t('policySaved', [String(lists.deny.length), String(lists.allow.length)]);
}

export async function initPolicy(): Promise<void> {
  $('policy-save').addEventListener('click', () => void save());
  await load();
}
