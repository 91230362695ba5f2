import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isCredit, isDateline, isNotice, isShoutedTeaser } from './phrases.js';
import { isCrossLinkLead, isStockLabel, nameTokens } from './signals.js';

test('datelines, but not bare times or sentences', () => {
  assert.ok(isDateline('Published November 20th, 2019 - 07:50 GMT'));
  assert.ok(isDateline('By Jane Doe - 11/18/19 11:04 PM EST'));
  assert.ok(isDateline('Nov. 20, 2019, 9:28 AM UTC'));
  assert.ok(!isDateline('10 p.m.')); // live-blog section heading
  assert.ok(!isDateline('The vote on Nov. 5 drew record turnout across the state.'));
});

test('photo credits', () => {
  assert.ok(isCredit('© Aaron Schwartz'));
  assert.ok(isCredit('(Image: GETTY)'));
  assert.ok(isCredit('Image copyright Getty Images'));
  assert.ok(isCredit('Natalie Naccache | Bloomberg | Getty Images'));
  assert.ok(!isCredit('Reuters reported that the talks had stalled, citing two officials.'));
});

test('notices and teasers', () => {
  assert.ok(isNotice('This website uses cookies to improve your experience. Accept'));
  assert.ok(isNotice('Sign up to our newsletter for exclusive updates'));
  assert.ok(!isNotice('Subscribers to the service rose 10% in the quarter.'));
  assert.ok(isShoutedTeaser('CLICK HERE TO GET THE FOX NEWS APP'));
  assert.ok(!isShoutedTeaser('NASA and ESA'));
});

test('stock labels and cross-link lead-ins', () => {
  assert.ok(isStockLabel('Advertisement'));
  assert.ok(isStockLabel('You may also like...'));
  assert.ok(isStockLabel('Story continues below advertisement'));
  assert.ok(!isStockLabel('Advertising revenue fell sharply.'));
  assert.ok(isCrossLinkLead('READ MORE: China plague outbreak confirmed'));
  assert.ok(!isCrossLinkLead('More than 200 people attended.'));
});

test('class/id tokens split on separators and camelCase', () => {
  assert.deepEqual(nameTokens('article__commentBubble-socialShare x_y'), ['article', 'comment', 'bubble', 'social', 'share', 'x', 'y']);
});
