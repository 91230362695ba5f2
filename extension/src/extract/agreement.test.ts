import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseHTML } from 'linkedom';
import { containment, isFullerReading, linkShare } from './agreement.js';

const el = (html: string) => parseHTML(`<!doctype html><html><body><div id="r">${html}</div></body></html>`).document.getElementById('r') as unknown as Element;

const INTRO = '<p>We inspect the roof, the gutters and the chimney, and send a written report within two days.</p>';
const STEPS = ['Book a visit online or by phone.', 'An inspector climbs up and photographs every slope.', 'You get the report, with prices for each repair, by email.']
  .map((s) => `<li>${s} Nothing is repaired without your written go-ahead.</li>`).join('');

test('containment counts words with their repeats, ignoring case and order', () => {
  assert.equal(containment('the roof the gutters', 'Gutters, THE roof and the chimney'), 1);
  assert.equal(containment('the the the roof', 'the roof'), 0.5);
  assert.equal(containment('', 'anything'), 0);
});

test('linkShare is the share of the text inside links', () => {
  assert.equal(linkShare(el('<p>abcd <a href="/x">efgh</a></p>')), 0.5);
  assert.equal(linkShare(el('<p>no links</p>')), 0);
});

test("a reading that holds the intro gives way to one holding the intro and the steps after it", () => {
  assert.equal(isFullerReading(el(INTRO), el(`${INTRO}<h2>How it works</h2><ol>${STEPS}</ol>`)), true);
});

test('a reading is kept when the other reader only adds the same number of words or fewer', () => {
  assert.equal(isFullerReading(el(INTRO), el(`${INTRO}<p>Call us today.</p>`)), false);
});

test('a reading is kept when the other reader reads something else', () => {
  const other = `<h2>How it works</h2><ol>${STEPS}</ol><p>Prices start at forty pounds for a terraced house.</p>`;
  assert.equal(isFullerReading(el(INTRO), el(other)), false);
});

test("a short story is kept when the other reader adds the site's headlines and categories", () => {
  const story = '<p>The ferry to the island ran late on Monday, after a storm closed the harbour for a night.</p>';
  const menus = ['Ferries in winter', 'The quay at night', 'Island fair opens', 'New pier approved', 'Harbour dues rise', 'Lifeboat day']
    .map((t, i) => `<li><a href="/news/${i}">${t}: what the council decided and when it starts</a></li>`).join('');
  assert.equal(isFullerReading(el(story), el(`${story}<ul>${menus}</ul>`)), false);
});
