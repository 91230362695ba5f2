import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SitePolicy } from '../shared/site-policy';
import { blockedError, decideSite } from './site-guard';
import { decideFrame, frameSiteUrls } from './frame-sites';

const open: SitePolicy = { allow: [], deny: [] };
const SECRET = 'https://mail.bank.test/inbox?token=SECRET123#msg';

describe('one site check: the user policy and the API key sites together', () => {
  it('allows everything when neither the policy nor the caller restricts', () => {
    assert.deepEqual(decideSite(open, undefined, 'https://any.test/x'), { allowed: true });
    assert.deepEqual(decideSite(open, [], 'https://any.test/x'), { allowed: true }, 'empty sites = not restricted');
  });

  it("needs a URL to match one of the caller's sites", () => {
    const sites = ['127.0.0.1', '*.docs.test'];
    assert.deepEqual(decideSite(open, sites, 'http://127.0.0.1:8080/a'), { allowed: true });
    assert.deepEqual(decideSite(open, sites, 'https://api.docs.test/'), { allowed: true });
    assert.deepEqual(decideSite(open, sites, 'http://localhost:8080/a'), { allowed: false, by: 'key' });
    assert.deepEqual(decideSite(open, sites, 'http://evil.test/?u=http://127.0.0.1/'), { allowed: false, by: 'key' });
  });

  it('refuses what the caller cannot prove allowed: not a URL, about:blank, an invalid pattern', () => {
    assert.equal(decideSite(open, ['127.0.0.1'], '').allowed, false);
    assert.equal(decideSite(open, ['127.0.0.1'], 'about:blank').allowed, false);
    assert.equal(decideSite(open, ['bad pattern'], 'http://127.0.0.1/').allowed, false);
    assert.equal(decideSite(open, undefined, 'about:blank').allowed, true, 'the user policy alone leaves non-URLs to the caller');
  });

  it("lets the user's policy win, and says which boundary refused", () => {
    const policy: SitePolicy = { allow: [], deny: ['*.bank.test'] };
    assert.deepEqual(decideSite(policy, ['*.bank.test'], SECRET), { allowed: false, by: 'policy', pattern: '*.bank.test' });
    const allowList: SitePolicy = { allow: ['docs.test'], deny: [] };
    assert.deepEqual(decideSite(allowList, ['*'.concat('.other.test')], 'https://other.test/'), { allowed: false, by: 'allowlist' });
    assert.deepEqual(decideSite(allowList, ['*.other.test'], 'https://docs.test/'), { allowed: false, by: 'key' });
  });

  it('never puts the URL, its host, its query or the deny pattern into the message', () => {
    const policy: SitePolicy = { allow: ['nothing.test'], deny: ['mail.bank.test'] };
    const decisions = [decideSite(policy, undefined, SECRET), decideSite(policy, undefined, 'https://x.test/?token=SECRET123'), decideSite(open, ['a.test'], SECRET)];
    const seen = new Set<string>();
    for (const decision of decisions) {
      assert.equal(decision.allowed, false);
      if (decision.allowed) continue;
      seen.add(decision.by);
      for (const subject of ['page', 'frame', 'address', 'download', 'result'] as const) {
        const error = blockedError(decision, subject);
        assert.equal(error.code, 'SITE_BLOCKED');
        const wire = JSON.stringify(error.toWire());
        for (const leak of ['SECRET123', 'bank', 'x.test', 'nothing.test']) assert.ok(!wire.includes(leak), `${wire} leaks ${leak}`);
        assert.match(error.message, /extension options|--sites/, 'says what to do');
      }
    }
    assert.deepEqual([...seen].sort(), ['allowlist', 'key', 'policy']);
  });
});

describe('frames: judged by their own address, or by who made them', () => {
  const info = (url: string, origin: string, ancestors: string[] = ['http://127.0.0.1:1']) => ({ url, origin, ancestors });
  const decide = (url: string) => decideSite(open, ['127.0.0.1'], url);

  it('uses the URL of a document fetched from one', () => {
    assert.deepEqual(frameSiteUrls(info('http://localhost:1/frame?token=1', 'http://localhost:1')), ['http://localhost:1/frame?token=1']);
    assert.equal(decideFrame(info('http://localhost:1/frame', 'http://localhost:1'), decide).allowed, false);
    assert.equal(decideFrame(info('http://127.0.0.1:1/frame', 'http://127.0.0.1:1'), decide).allowed, true);
  });

  it('judges about:blank, srcdoc and blob: documents by the origin that made them', () => {
    assert.equal(decideFrame(info('about:blank', 'http://127.0.0.1:1'), decide).allowed, true);
    assert.equal(decideFrame(info('about:srcdoc', 'http://localhost:1'), decide).allowed, false);
    assert.equal(decideFrame(info('blob:http://localhost:1/5f0c', 'http://localhost:1'), decide).allowed, false);
  });

  it('judges opaque documents (data:, sandboxed) by every frame above them', () => {
    assert.equal(decideFrame(info('data:text/html,x', 'null', ['http://127.0.0.1:1']), decide).allowed, true);
    assert.equal(decideFrame(info('data:text/html,x', 'null', ['http://localhost:1', 'http://127.0.0.1:1']), decide).allowed, false);
  });
});
