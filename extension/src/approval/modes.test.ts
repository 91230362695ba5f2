import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asModeSettings, defaultFor, resolveMode, siteOf, strictest, type Mode, type ModeSettings } from './modes';

const settings = (sites: Record<string, Mode> = {}, def?: Mode): ModeSettings => ({
  ...(def ? { default: def } : {}),
  sites: Object.entries(sites).map(([pattern, mode]) => ({ pattern, mode })),
});
const resolve = (s: ModeSettings, url: string, keyMode?: Mode, pairingSource: 'popup' | 'file' | undefined = 'popup') =>
  resolveMode({ settings: s, pairingSource, keyMode, url });

describe('agent modes', () => {
  it('strictest: read < ask < act, missing sides do not count', () => {
    assert.equal(strictest('act', 'ask'), 'ask');
    assert.equal(strictest('ask', 'read', 'act'), 'read');
    assert.equal(strictest(undefined, 'act'), 'act');
    assert.equal(strictest(), 'act');
  });

  it('a hand-paired browser asks, a launched or leased one acts', () => {
    assert.equal(defaultFor('popup'), 'ask');
    assert.equal(defaultFor(undefined), 'ask');
    assert.equal(defaultFor('file'), 'act');
    assert.equal(resolve(settings(), 'https://github.com/x'), 'ask');
    assert.equal(resolve(settings(), 'https://github.com/x', undefined, 'file'), 'act');
  });

  it("the person's browser default replaces the pairing default", () => {
    assert.equal(resolve(settings({}, 'act'), 'https://a.test/'), 'act');
    assert.equal(resolve(settings({}, 'read'), 'https://a.test/', undefined, 'file'), 'read');
  });

  it('a site rule replaces the browser default, both ways', () => {
    const s = settings({ 'github.com': 'read', localhost: 'act' }, 'ask');
    assert.equal(resolve(s, 'https://github.com/settings'), 'read');
    assert.equal(resolve(s, 'http://localhost:3000/'), 'act');
    assert.equal(resolve(s, 'https://other.test/'), 'ask');
  });

  it('of several matching site rules, the strictest wins', () => {
    const s = settings({ '*.bank.test': 'ask', 'secure.bank.test': 'read' }, 'act');
    assert.equal(resolve(s, 'https://secure.bank.test/'), 'read');
    assert.equal(resolve(s, 'https://www.bank.test/'), 'ask');
  });

  it("the key's mode is a ceiling: it only makes things stricter", () => {
    const s = settings({ 'a.test': 'act', 'b.test': 'read' }, 'ask');
    assert.equal(resolve(s, 'https://a.test/', 'ask'), 'ask');
    assert.equal(resolve(s, 'https://a.test/', 'read'), 'read');
    assert.equal(resolve(s, 'https://b.test/', 'act'), 'read');
    assert.equal(resolve(s, 'https://c.test/', 'act'), 'ask');
  });

  it('every combination is the strictest of the person (site, else default) and the key', () => {
    const modes: Mode[] = ['read', 'ask', 'act'];
    for (const site of modes) for (const def of modes) for (const key of modes) {
      const s = settings({ 'x.test': site }, def);
      assert.equal(resolve(s, 'https://x.test/', key), strictest(site, key), `site ${site} default ${def} key ${key}`);
      assert.equal(resolve(s, 'https://y.test/', key), strictest(def, key), `default ${def} key ${key}`);
    }
  });

  it('an action about no page (clipboard) uses the browser default', () => {
    assert.equal(resolve(settings({ 'x.test': 'act' }, 'read'), ''), 'read');
  });

  it('drops malformed stored settings instead of trusting them', () => {
    assert.deepEqual(asModeSettings({ default: 'sudo', sites: [{ pattern: 'a.test', mode: 'act' }, { pattern: 'b.test', mode: 'all' }, { pattern: 'bad pattern', mode: 'read' }, null] }),
      { sites: [{ pattern: 'a.test', mode: 'act' }] });
    assert.deepEqual(asModeSettings(undefined), { sites: [] });
  });

  it('names the site by its host', () => {
    assert.equal(siteOf('https://github.com:8443/a?b'), 'github.com:8443');
    assert.equal(siteOf('not a url'), '');
  });
});
