import assert from 'node:assert/strict';
import { it } from 'node:test';
import { ACTIVITY_MAX, appendActivity, calledName, clientNames, isLogRow, loggedTitle, loggedUrl, newestFirst, recentClients, siteOf, TITLE_MAX, URL_MAX, type ActivityEntry } from './activity';

const entry = (t: number, client?: string): ActivityEntry => ({ t, client, action: 'tabs.list', outcome: 'ok', ms: 1 });

it('keeps the last 500 entries, dropping the oldest', () => {
  let list: ActivityEntry[] = [];
  for (let i = 0; i < ACTIVITY_MAX + 20; i++) list = appendActivity(list, entry(i));
  assert.equal(list.length, ACTIVITY_MAX);
  assert.equal(list[0]!.t, 20);
  assert.equal(list.at(-1)!.t, ACTIVITY_MAX + 19);
});

it('honours a smaller bound and does not mutate its input', () => {
  const before = [entry(1), entry(2)];
  const after = appendActivity(before, entry(3), 2);
  assert.deepEqual(after.map((e) => e.t), [2, 3]);
  assert.equal(before.length, 2);
});

it('logs URLs without fragments and bounded', () => {
  assert.equal(loggedUrl('https://a.test/p?q=1#access_token=x'), 'https://a.test/p?q=1');
  assert.equal(loggedUrl(undefined), undefined);
  assert.equal(loggedUrl('not a url'), 'not a url');
  const long = loggedUrl(`https://a.test/${'x'.repeat(1000)}`)!;
  assert.equal(long.length, URL_MAX);
  assert.ok(long.endsWith('…'));
});

it('summarises recent clients, newest first, and lists names for the filter', () => {
  const list = [entry(1, 'old'), entry(10, 'cursor'), entry(11, 'claude'), entry(12, 'cursor'), entry(13)];
  assert.deepEqual(recentClients(list, 5), [
    { name: '', last: 13, count: 1 },
    { name: 'cursor', last: 12, count: 2 },
    { name: 'claude', last: 11, count: 1 },
  ]);
  assert.deepEqual(clientNames(list), ['', 'claude', 'cursor', 'old']);
  assert.deepEqual(newestFirst(list, 'cursor').map((e) => e.t), [12, 10]);
  assert.deepEqual(newestFirst(list).map((e) => e.t), [13, 12, 11, 10, 1]);
});

it('names the tool the client called, and the site of a URL', () => {
  assert.equal(calledName({ action: 'input.click', tool: 'browser_click' }), 'browser_click');
  assert.equal(calledName({ action: 'tabs.list' }), 'tabs.list');
  assert.equal(siteOf('https://news.example.org/a?b=1'), 'news.example.org');
  assert.equal(siteOf('about:blank'), undefined);
  assert.equal(siteOf('not a url'), undefined);
});

it('keeps plan updates and turn boundaries out of the rows', () => {
  assert.equal(isLogRow({ action: 'plan.update' }), false);
  assert.equal(isLogRow({ action: 'turn.start' }), false);
  assert.equal(isLogRow({ action: 'input.click' }), true);
});

it('bounds titles and drops blank ones', () => {
  assert.equal(loggedTitle('  '), undefined);
  assert.equal(loggedTitle('x'.repeat(200))!.length, TITLE_MAX);
});
