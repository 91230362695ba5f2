import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asPolicy, checkUrl, parsePattern, patternLines, type SitePolicy } from './site-policy';

const allowed = (policy: SitePolicy, url: string) => checkUrl(policy, url).allowed;
const deny = (...deny: string[]): SitePolicy => ({ allow: [], deny });

describe('site policy', () => {
  it('allows everything by default', () => {
    assert.equal(allowed({ allow: [], deny: [] }, 'https://anything.test/x'), true);
  });

  it('deny wins over allow and names the pattern', () => {
    const policy = { allow: ['*.bank.com'], deny: ['secure.bank.com'] };
    assert.deepEqual(checkUrl(policy, 'https://secure.bank.com/login'), { allowed: false, pattern: 'secure.bank.com' });
    assert.equal(allowed(policy, 'https://www.bank.com/'), true);
  });

  it('with an allow-list, only listed sites are allowed', () => {
    const policy = { allow: ['https://docs.test/*'], deny: [] };
    assert.equal(allowed(policy, 'https://docs.test/a'), true);
    assert.deepEqual(checkUrl(policy, 'https://other.test/'), { allowed: false });
    assert.equal(allowed(policy, 'http://docs.test/a'), false, 'scheme is part of a match pattern');
  });

  it('*.host matches the host and its subdomains, a bare host only itself', () => {
    assert.equal(allowed(deny('*.bank.com'), 'https://bank.com/'), false);
    assert.equal(allowed(deny('*.bank.com'), 'https://a.b.bank.com/'), false);
    assert.equal(allowed(deny('*.bank.com'), 'https://notbank.com/'), true);
    assert.equal(allowed(deny('*.bank.com'), 'https://bank.com.evil.test/'), true);
    assert.equal(allowed(deny('bank.com'), 'https://bank.com/x'), false);
    assert.equal(allowed(deny('bank.com'), 'https://www.bank.com/x'), true);
    assert.equal(allowed(deny('BANK.com'), 'https://Bank.COM/'), false, 'hosts are case-insensitive');
  });

  it('matches ports: none = any port, a port = that port, default ports count', () => {
    assert.equal(allowed(deny('localhost'), 'http://localhost:3000/'), false);
    assert.equal(allowed(deny('localhost:3000'), 'http://localhost:3000/'), false);
    assert.equal(allowed(deny('localhost:3000'), 'http://localhost:4000/'), true);
    assert.equal(allowed(deny('https://a.test:443/*'), 'https://a.test/'), false);
    assert.equal(allowed(deny('a.test:*'), 'http://a.test:81/'), false);
  });

  it('matches paths and queries with *', () => {
    const policy = deny('https://mail.google.com/*', 'news.test/politics/*');
    assert.equal(allowed(policy, 'https://mail.google.com/mail/u/0/#inbox'), false);
    assert.equal(allowed(policy, 'https://news.test/politics/x?y=1'), false);
    assert.equal(allowed(policy, 'https://news.test/sport/'), true);
    assert.equal(allowed(deny('*://*/*.pdf'), 'https://x.test/a/b.pdf'), false);
    assert.equal(allowed(deny('<all_urls>'), 'https://x.test/'), false);
  });

  it('simple globs cover http and https only; file patterns cover file URLs', () => {
    assert.equal(allowed(deny('x.test'), 'http://x.test/'), false);
    assert.equal(allowed(deny('*'), 'file:///etc/passwd'), true);
    assert.equal(allowed(deny('file:///home/*'), 'file:///home/me/a.html'), false);
  });

  it('rejects invalid patterns with a reason, and they never match', () => {
    const reason = (p: string) => {
      const parsed = parsePattern(p);
      return parsed.ok ? 'ok' : parsed.error.key;
    };
    assert.equal(reason(''), 'patternEmpty');
    assert.equal(reason('bank .com'), 'patternSpace');
    assert.equal(reason('ftp://x.test/*'), 'patternScheme');
    assert.equal(reason('ba*nk.com'), 'patternHost');
    assert.equal(reason('*bank.com'), 'patternHost');
    assert.equal(reason('x.test:99999'), 'patternPort');
    assert.equal(reason('x.test:abc'), 'patternPort');
    assert.equal(reason('file://host/x'), 'patternFileHost');
    assert.equal(reason('http://[::1]:8080/*'), 'ok');
    assert.equal(allowed(deny('ba*nk.com'), 'https://bank.com/'), true);
  });

  it('reads one pattern a line with comments, and tolerates junk in storage', () => {
    assert.deepEqual(patternLines(' a.test \n\n# note\nb.test # why\n'), ['a.test', 'b.test']);
    assert.deepEqual(asPolicy(undefined), { allow: [], deny: [] });
    assert.deepEqual(asPolicy({ allow: ['a', 3], deny: 'x' }), { allow: ['a'], deny: [] });
  });
});
