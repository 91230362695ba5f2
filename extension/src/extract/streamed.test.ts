// pendingReveals on React's streaming markup (the Fizz runtime's $RC / $RR / $RS instructions).
// DOM from linkedom, as in the other extraction tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseHTML } from 'linkedom';
import { pendingReveals } from './streamed.js';

const doc = (body: string) => parseHTML(`<!doctype html><html><head></head><body>${body}</body></html>`).document as unknown as Document;
const texts = (nodes: Iterable<Node>) => [...nodes].filter((n) => n.nodeType !== 8).map((n) => (n.textContent ?? '').trim()).filter(Boolean);

test('a boundary still showing its fallback: the segment goes in the template\'s place, the fallback up to its own <!--/$--> is skipped', () => {
  const d = doc(`<main><!--$?--><template id="B:0"></template><div>skeleton</div><!--$--><p>nested fallback</p><!--/$--><p>more skeleton</p><!--/$--><p>after the boundary</p></main>
    <div hidden id="S:3"><p>the content</p></div><script>$RC=function(a,b){};$RC("B:0","S:3")</script>`);
  const r = pendingReveals(d)!;
  const template = d.getElementById('B:0')!;
  assert.equal(r.into.get(template), d.getElementById('S:3'), 'paired by the instruction, not by the number');
  assert.ok(r.skip.has(d.getElementById('S:3')!), 'the hidden copy is not read again where it stands');
  assert.deepEqual(texts(r.skip).filter((t) => t !== 'the content'), ['skeleton', 'nested fallback', 'more skeleton']);
  assert.ok(![...r.skip].some((n) => n.textContent === 'after the boundary'));
});

test('$RR (boundary with stylesheets) and $RS (segment into a placeholder) are swaps too', () => {
  const d = doc(`<div><!--$?--><template id="B:1"></template><i>wait</i><!--/$--></div><p><template id="P:2"></template></p>
    <div hidden id="S:1">styled</div><div hidden id="S:2">filled</div>
    <script>$RR("B:1","S:1",[["/a.css","high"]]);$RS("S:2","P:2")</script>`);
  const r = pendingReveals(d)!;
  assert.equal(r.into.get(d.getElementById('B:1')!)?.textContent, 'styled');
  assert.equal(r.into.get(d.getElementById('P:2')!)?.textContent, 'filled');
  assert.deepEqual(texts(r.skip).sort(), ['filled', 'styled', 'wait']);
});

test('nothing pending: swaps already done, segments that are not hidden, pages without streaming', () => {
  // The page already swapped: React removed the segment and the template.
  assert.equal(pendingReveals(doc(`<main><!--$--><p>content</p><!--/$--></main><script>$RC("B:0","S:0")</script>`)), null);
  // An element that merely shares the id pattern and is shown.
  assert.equal(pendingReveals(doc(`<template id="B:0"></template><div id="S:0">shown</div><script>$RC("B:0","S:0")</script>`)), null);
  assert.equal(pendingReveals(doc('<template id="row"></template><p>plain page</p>')), null);
  // The definition alone (no call with quoted ids) asks for nothing.
  assert.equal(pendingReveals(doc(`<template id="B:0"></template><div hidden id="S:0">x</div><script>$RC=function(a,b){b=document.getElementById(b)}</script>`)), null);
});
