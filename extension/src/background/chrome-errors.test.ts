import assert from 'node:assert/strict';
import { it } from 'node:test';
import { CommandError } from '../shared/errors';
import { fromChromeError } from './chrome-errors';

const fallback = (detail: string) => new CommandError('EXTRACTION_FAILED', `failed: ${detail}`);
const codeOf = (message: string) => fromChromeError(new Error(message), { tabId: 7, url: 'https://x.test/' }, fallback).code;

it('maps the Chrome messages seen from tabs and scripting', () => {
  assert.equal(codeOf('No tab with id: 7.'), 'TAB_NOT_FOUND');
  assert.equal(codeOf('Frame with ID 0 is showing error page'), 'NAVIGATION_FAILED');
  assert.equal(codeOf('The extensions gallery cannot be scripted.'), 'RESTRICTED_URL');
  assert.equal(codeOf('Cannot access a chrome:// URL'), 'RESTRICTED_URL');
  assert.equal(codeOf('Cannot access contents of the page. Extension manifest must request permission to access the respective host.'), 'PERMISSION_REQUIRED');
  assert.equal(codeOf('Frame with ID 0 was removed.'), 'TAB_NOT_FOUND');
});

it('uses the fallback for anything else and keeps CommandErrors', () => {
  assert.equal(codeOf('Something new'), 'EXTRACTION_FAILED');
  const own = new CommandError('TIMEOUT', 't');
  assert.equal(fromChromeError(own, {}, fallback), own);
});
