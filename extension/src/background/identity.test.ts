import assert from 'node:assert/strict';
import { it } from 'node:test';
import { browserLabel } from './identity';

const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

it('prefers the specific brand over Chromium and skips the GREASE brand', () => {
  const brands = [{ brand: 'Not)A;Brand' }, { brand: 'Chromium' }, { brand: 'Google Chrome' }];
  assert.equal(browserLabel({ userAgent: LINUX_UA, userAgentData: { brands, platform: 'macOS' } }), 'Google Chrome — macOS');
  assert.equal(browserLabel({ userAgent: LINUX_UA, userAgentData: { brands: brands.slice(0, 2), platform: 'Linux' } }), 'Chromium — Linux');
});

it('falls back to the user agent string', () => {
  assert.equal(browserLabel({ userAgent: LINUX_UA }), 'Chromium — Linux');
  assert.equal(browserLabel({ userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/1 Edg/1' }), 'Microsoft Edge — Windows');
});
