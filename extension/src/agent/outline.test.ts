import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countRefs, formatOutline, interactiveOnly, nodeLine, type OItem } from './outline';
import { hasFrames, stitch } from './stitch';

const form: OItem = {
  role: 'form', name: 'Login', ref: 'e1', children: [
    { role: 'textbox', name: 'Email', ref: 'e2', value: 'a@b.c', states: ['required'] },
    { role: 'checkbox', name: 'Remember "me"', ref: 'e3', states: ['checked'] },
    { role: 'combobox', name: 'Country', ref: 'e4', value: 'France', options: ['France', 'Germany', '+3'] },
    { role: 'button', name: 'Sign in', ref: 'e5' },
  ],
};

describe('nodeLine', () => {
  it('puts name, value, options, states, href and ref on one line', () => {
    assert.equal(nodeLine({ role: 'textbox', name: 'Email', ref: 'e2', value: 'a@b.c', states: ['required'] }), 'textbox "Email" ="a@b.c" required [e2]');
    assert.equal(nodeLine({ role: 'link', name: 'About', href: '/about', ref: 'e9' }), 'link "About" /about [e9]');
    assert.equal(nodeLine({ role: 'checkbox', name: 'Say "hi"' }), 'checkbox "Say \\"hi\\""');
    assert.equal(nodeLine({ role: 'navigation' }), 'nav');
  });

  it('writes headings as Markdown and folds a heading that is one link', () => {
    assert.equal(nodeLine({ role: 'heading', level: 2, name: 'News' }), '## News');
    const linked = { role: 'heading', level: 3, name: 'Post', children: [{ role: 'link', name: 'Post', href: '/p', ref: 'e4' }] };
    assert.equal(formatOutline([linked]), '### link "Post" /p [e4]');
  });
});

describe('formatOutline', () => {
  it('indents children under containers and bullets list items', () => {
    const items: OItem[] = [
      { role: 'heading', level: 1, name: 'Sign in' },
      'Welcome back.',
      form,
      { role: 'list', children: [{ role: 'listitem', children: ['One'] }, { role: 'listitem', children: [{ role: 'link', name: 'Two', ref: 'e6' }, { role: 'list', children: [{ role: 'listitem', children: ['Nested'] }] }] }] },
    ];
    assert.equal(formatOutline(items), [
      '# Sign in',
      'Welcome back.',
      'form "Login" [e1]:',
      '  textbox "Email" ="a@b.c" required [e2]',
      '  checkbox "Remember \\"me\\"" checked [e3]',
      '  combobox "Country" ="France" {France|Germany|+3} [e4]',
      '  button "Sign in" [e5]',
      '- One',
      '- link "Two" [e6]',
      '  - Nested',
    ].join('\n'));
  });

  it('puts simple table rows on one line and clips long text', () => {
    const table: OItem = { role: 'table', name: 'Prices', ref: 'e1', children: [
      { role: 'row', children: [{ role: 'cell', children: ['Tea'] }, { role: 'cell', children: [{ role: 'button', name: 'Buy', ref: 'e2' }] }] },
    ] };
    assert.equal(formatOutline([table]), 'table "Prices" [e1]:\n  | Tea | button "Buy" [e2] |');
    const long = formatOutline(['x'.repeat(400)]);
    assert.equal(long.length, 300);
    assert.ok(long.endsWith('…'));
  });
});

describe('interactiveOnly', () => {
  it('keeps actionable nodes, their containers and the headings above them', () => {
    const items: OItem[] = [
      { role: 'heading', level: 1, name: 'Title' },
      { role: 'heading', level: 2, name: 'Empty section' },
      'prose',
      { role: 'heading', level: 2, name: 'Account' },
      form,
      { role: 'main', children: ['only text'] },
    ];
    const kept = interactiveOnly(items);
    assert.equal(formatOutline(kept).split('\n')[0], '## Account');
    assert.equal(countRefs(kept), 5);
    assert.doesNotMatch(formatOutline(kept), /prose|only text|Title|Empty/);
  });
});

describe('stitch', () => {
  it('nests each frame under its iframe and prefixes its refs', () => {
    const frames = [
      { frameId: 0, frameKey: '', tree: [{ role: 'button', name: 'Top', ref: 'e1' }, { role: 'iframe', name: 'Pay', frameKey: '0' }] as OItem[] },
      { frameId: 7, frameKey: '0', tree: [{ role: 'button', name: 'Pay now', ref: 'e1' }, { role: 'iframe', frameKey: '0.0' }] as OItem[] },
      { frameId: 9, frameKey: '0.0', tree: ['deep'] as OItem[] },
    ];
    const items = stitch(frames);
    assert.equal(formatOutline(items), 'button "Top" [e1]\niframe "Pay":\n  button "Pay now" [f7e1]\n  iframe:\n    deep');
    assert.ok(hasFrames(frames[0]!.tree));
    // From a frame's root, refs keep their frame prefix.
    assert.equal(formatOutline(stitch(frames, 7)).split('\n')[0], 'button "Pay now" [f7e1]');
  });
});
