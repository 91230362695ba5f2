import assert from 'node:assert/strict';
import { it } from 'node:test';
import { isOffscreenRequest, isOwnPage, isPopupRequest } from './messages';

const ID = 'hoddiojdknopfofgicbmfpnlbfjcmhen';

it('accepts only this extension\'s own pages as senders', () => {
  assert.equal(isOwnPage({ id: ID, url: `chrome-extension://${ID}/popup.html` }, ID), true);
  assert.equal(isOwnPage({ id: ID, url: 'https://evil.test/' }, ID), false, 'our content script on a web page');
  assert.equal(isOwnPage({ id: 'otherextensionidotherextensionid', url: `chrome-extension://${ID}/x` }, ID), false);
  assert.equal(isOwnPage({ id: ID }, ID), false);
});

it('recognises popup and offscreen requests by shape', () => {
  assert.equal(isPopupRequest({ type: 'popup.connect', connect: 'tabrelay://x' }), true);
  assert.equal(isPopupRequest({ type: 'popup.connect' }), false);
  assert.equal(isPopupRequest({ type: 'popup.forget' }), true);
  assert.equal(isPopupRequest({ type: 'offscreen.extract' }), false);
  assert.equal(isPopupRequest(null), false);
  assert.equal(isOffscreenRequest({ type: 'offscreen.extract', page: { html: '' }, options: { fullPage: false } }), true);
  assert.equal(isOffscreenRequest({ type: 'offscreen.extract', page: null, options: {} }), false);
});
