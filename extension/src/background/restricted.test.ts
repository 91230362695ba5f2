import assert from 'node:assert/strict';
import { it } from 'node:test';
import { CommandError } from '../shared/errors';
import { checkScriptableUrl } from './restricted';

function code(url: string, fileAccess = false): string {
  try {
    checkScriptableUrl(url, fileAccess);
    return 'OK';
  } catch (error) {
    assert.ok(error instanceof CommandError);
    return error.code;
  }
}

it('allows ordinary web pages', () => {
  for (const url of ['https://example.com/', 'http://127.0.0.1:8080/a?b#c', 'https://chrome.google.com/search']) {
    assert.equal(code(url), 'OK', url);
  }
});

it('refuses browser and extension pages and the Web Store', () => {
  for (const url of [
    'chrome://settings', 'chrome-extension://abcdefghijklmnop/popup.html', 'about:blank', 'edge://flags',
    'devtools://devtools/bundled/inspector.html', 'view-source:https://example.com', 'data:text/html,hi',
    'https://chromewebstore.google.com/detail/x', 'https://chrome.google.com/webstore/detail/x',
    'https://microsoftedge.microsoft.com/addons/detail/x',
  ]) {
    assert.equal(code(url), 'RESTRICTED_URL', url);
  }
});

it('allows file:// only with file access', () => {
  assert.equal(code('file:///tmp/a.html', false), 'RESTRICTED_URL');
  assert.equal(code('file:///tmp/a.html', true), 'OK');
});

it('rejects relative URLs and schemes that cannot be opened', () => {
  for (const url of ['example.com', '/path', 'javascript:alert(1)', 'mailto:a@b.c']) assert.equal(code(url), 'INVALID_ARGUMENT', url);
});
