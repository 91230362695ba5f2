// Recordings (browser_record, Claude in Chrome's gif_creator): a five-action flow on a fixture
// page becomes an animated GIF with one frame per action plus the first, of the size asked for;
// read-only calls add no frame; a large or downloaded export is a file and a resource link.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS } from './harness/paths.mjs';
import { automationSuite, imageSize } from './harness/automation.mjs';
import { readGif } from './harness/gif.mjs';
import { figure } from './harness/report.mjs';

const s = automationSuite('record-gif');
const { it } = s;

/** The five actions of the flow; each changes what the page shows. */
async function fiveActions() {
  await s.ok('browser_type', { selector: '#item', text: 'Oat milk' });
  await s.ok('browser_click', { selector: '#add' });
  await s.ok('browser_type', { selector: '#item', text: 'Lemons' });
  await s.ok('browser_click', { selector: '#add' });
  await s.ok('browser_scroll', { dy: 600 });
}

it('a five-action flow exports as a GIF with six frames of the asked width', async () => {
  const { tabId } = await s.open('/record.html?five', { activate: true });
  const viewport = await s.data('browser_screenshot', { tabId });
  const started = await s.data('gif_creator', { action: 'start_recording', tabId });
  assert.equal(started.frames, 1, 'starting takes the first frame');
  await fiveActions();
  await s.ok('browser_snapshot', {});   // read-only: no frame
  await s.ok('browser_query_text', { selector: '#count' });
  assert.equal(await s.text('#count'), '2 items', 'the actions ran');
  const stopped = await s.data('gif_creator', { action: 'stop_recording', tabId });
  assert.equal(stopped.frames, 6);
  await s.ok('browser_click', { selector: '#add' });   // after stop: no frame

  const result = await s.ok('gif_creator', { action: 'export', tabId, options: { width: 640, frameDelayMs: 500 } });
  const image = result.content.find((c) => c.type === 'image');
  assert.ok(image, `a small GIF comes back as image content: ${JSON.stringify(result.content.map((c) => c.type))}`);
  assert.equal(image.mimeType, 'image/gif');
  const gif = readGif(Buffer.from(image.data, 'base64'));
  assert.equal(gif.frames.length, 6, 'the first frame and one per action');
  assert.equal(gif.width, 640);
  assert.equal(gif.height, Math.round(viewport.height * 640 / viewport.width), 'the viewport keeps its aspect ratio');
  // Kept for a look at the overlays (click rings, typed text, labels, progress bar).
  mkdirSync(path.join(ARTIFACTS, 'record-gif'), { recursive: true });
  writeFileSync(path.join(ARTIFACTS, 'record-gif', 'five-actions.gif'), Buffer.from(image.data, 'base64'));
  assert.ok(gif.loops, 'the GIF loops');
  assert.deepEqual(gif.frames.map((f) => f.delayMs), Array(6).fill(500));
  const meta = result.structuredContent;
  assert.equal(meta.frames, 6);
  assert.equal(meta.bytes, Buffer.from(image.data, 'base64').length);
  figure('record: 6-frame 640 px GIF, bytes', meta.bytes);
  figure('record: 6-frame 640 px GIF, encode ms', meta.encodeMs);
});

it('download writes the GIF to the recordings folder and answers with a resource link', async () => {
  const { tabId } = await s.open('/record.html?download', { activate: true });
  await s.ok('browser_record', { action: 'start_recording', tabId });
  await s.ok('browser_click', { selector: '#add' });
  const result = await s.ok('browser_record', { action: 'export', tabId, download: true, filename: 'shopping.gif', options: { quality: 20 } });
  const link = result.content.find((c) => c.type === 'resource_link');
  assert.ok(link, `a resource link: ${JSON.stringify(result.content.map((c) => c.type))}`);
  assert.equal(link.mimeType, 'image/gif');
  const path = result.structuredContent.path;
  assert.match(path, /recordings[/\\]shopping\.gif$/);
  assert.equal(link.uri, new URL(`file://${path}`).href);
  assert.ok(existsSync(path), path);
  assert.equal(readGif(readFileSync(path)).frames.length, 2);
  const bad = await s.fails('browser_record', { action: 'export', tabId, download: true, filename: '../escape.gif' });
  assert.equal(bad.code, 'INVALID_ARGUMENT', bad.message);
  assert.match(bad.message, /filename/);
});

it('format png returns each painted frame as its own PNG', async () => {
  const { tabId } = await s.open('/record.html?png', { activate: true });
  await s.ok('browser_record', { action: 'start_recording', tabId });
  await s.ok('browser_type', { selector: '#item', text: 'Figs' });
  const result = await s.ok('browser_record', { action: 'export', tabId, format: 'png', options: { width: 320 } });
  const images = result.content.filter((c) => c.type === 'image');
  assert.equal(images.length, 2);
  for (const image of images) {
    assert.equal(image.mimeType, 'image/png');
    assert.equal(imageSize(Buffer.from(image.data, 'base64')).width, 320);
  }
  assert.equal(result.structuredContent.frames, 2);
});

it('clear drops the frames; a tab without a recording is named in the error', async () => {
  const { tabId } = await s.open('/record.html?clear', { activate: true });
  await s.ok('browser_record', { action: 'start_recording', tabId });
  await s.ok('browser_record', { action: 'clear', tabId });
  const missing = await s.fails('browser_record', { action: 'export', tabId });
  assert.equal(missing.code, 'INVALID_ARGUMENT');
  assert.match(missing.message, new RegExp(`Tab ${tabId} has no recording`));
});
