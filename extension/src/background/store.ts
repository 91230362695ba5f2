// Everything that must survive the worker being killed lives here, in chrome.storage.local.

import { StorageKey, type LinkStatus, type Pairing } from '../shared/state';

const local = () => chrome.storage.local;

export async function getPairing(): Promise<Pairing | undefined> {
  const got = await local().get(StorageKey.pairing);
  return got[StorageKey.pairing] as Pairing | undefined;
}

export async function setPairing(pairing: Pairing): Promise<void> {
  await local().set({ [StorageKey.pairing]: pairing });
  await local().remove(StorageKey.rejectedKey);
}

export async function forgetPairing(rejectedKey?: string): Promise<void> {
  await local().remove(StorageKey.pairing);
  if (rejectedKey) await local().set({ [StorageKey.rejectedKey]: rejectedKey });
}

export async function getRejectedKey(): Promise<string | undefined> {
  const got = await local().get(StorageKey.rejectedKey);
  return got[StorageKey.rejectedKey] as string | undefined;
}

export async function getStatus(): Promise<LinkStatus | undefined> {
  const got = await local().get(StorageKey.status);
  return got[StorageKey.status] as LinkStatus | undefined;
}

export async function setStatus(status: Omit<LinkStatus, 'since'>): Promise<void> {
  await local().set({ [StorageKey.status]: { ...status, since: Date.now() } });
}
