import type { Handler, Handlers } from '../dispatch';
import { browserLabel, getBrowserId } from '../identity';
import { getPairing } from '../store';

/** `browser.info`: who this browser is; needs no optional permission (tab counts need no URLs). */
export const browserInfo: Handler<'browser.info'> = async () => {
  const [browserId, pairing, tabs, windows] = await Promise.all([
    getBrowserId(),
    getPairing(),
    chrome.tabs.query({ windowType: 'normal' }),
    chrome.windows.getAll({ windowTypes: ['normal'] }),
  ]);
  return {
    browserId,
    label: pairing?.label ?? browserLabel(),
    extensionVersion: chrome.runtime.getManifest().version,
    userAgent: navigator.userAgent,
    tabCount: tabs.length,
    windowCount: windows.length,
  };
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  'browser.info': browserInfo,
} satisfies Handlers;
