// Shared set-up of the automation suites (e2e/automation-*.test.mjs): one fixture server, one
// launched browser and one MCP client (Streamable HTTP) per file, plus helpers that call a tool
// and fail with the tool's own error text, so a failing test says which tool broke and how.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startFixtureServer } from './fixture-server.mjs';
import { launchBrowser } from './tabrelay.mjs';
import { callTool, connectClient, errorCode, textOf } from './mcp.mjs';
import { withArtifacts } from './report.mjs';

/**
 * Registers before/after hooks for a suite; returns a context whose fields are set once
 * `before` ran. `env` goes to the daemon (e.g. ENABLE_EVALUATE).
 */
export function automationSuite(name, { env } = {}) {
  const s = {
    fixtures: null,
    browser: null,
    client: null,
    url: (p) => s.fixtures.url(p),
    /** The raw CallToolResult. */
    call: (tool, args = {}, options) => callTool(s.client, tool, args, options),
    /** The result of a call that must succeed (throws with the tool's error text otherwise). */
    async ok(tool, args = {}, options) {
      const result = await callTool(s.client, tool, args, options);
      if (result.isError) throw new Error(`${tool} ${JSON.stringify(args).slice(0, 300)} failed: ${textOf(result)}`);
      return result;
    },
    /** structuredContent of a call that must succeed. */
    async data(tool, args = {}, options) {
      const result = await s.ok(tool, args, options);
      assert.ok(result.structuredContent, `${tool} returns structuredContent; text was: ${textOf(result).slice(0, 500)}`);
      return result.structuredContent;
    },
    /** The error code of a call that must fail, with its message for further checks. */
    async fails(tool, args = {}) {
      const result = await callTool(s.client, tool, args);
      assert.ok(result.isError, `${tool} ${JSON.stringify(args)} should fail but answered: ${textOf(result).slice(0, 500)}`);
      return { code: errorCode(result), message: textOf(result) };
    },
    /** Opens `path` in a new tab, which becomes the session's current tab; resolves with its data. */
    open: (path, args = {}) => s.data('browser_tab_create', { url: s.url(path), ...args }),
    /** Texts of the elements matching a CSS selector in the current tab's top frame. */
    async texts(selector) {
      return (await s.data('browser_query_text', { selector })).texts;
    },
    async text(selector) {
      const texts = await s.texts(selector);
      assert.equal(texts.length, 1, `exactly one element matches ${selector}: ${JSON.stringify(texts)}`);
      return texts[0].trim();
    },
    /** The snapshot text of the current tab, as the model sees it. */
    async snapshot(args = {}) {
      return textOf(await s.ok('browser_snapshot', args));
    },
  };
  before(async () => {
    s.fixtures = await startFixtureServer();
    // --advanced: the debugger, cookies, downloads and clipboard permissions granted up front.
    s.browser = await launchBrowser({ name, env, extraArgs: ['--advanced'] });
    ({ client: s.client } = await connectClient('http', s.browser));
  });
  after(async () => {
    await s.client?.close();
    await s.browser?.stop();
    await s.fixtures?.close();
  });
  const scope = () => ({ browsers: s.browser ? [s.browser] : [] });
  s.it = (title, fn, options = {}) => test(title, options, withArtifacts(scope, fn));
  return s;
}

/**
 * The ref of the first snapshot line that contains `name` (and `role`, when given). Accepts the
 * usual spellings of a ref in a snapshot line: `[ref=e12]`, `[e12]`, `ref: f3e4`.
 */
export function refIn(snapshot, name, role) {
  const line = snapshot.split('\n').find((l) => l.includes(name) && (!role || l.includes(role)) && /\b(?:f\d+)?e\d+\b/.test(l));
  assert.ok(line, `a snapshot line with a ref mentions ${role ?? ''} "${name}":\n${snapshot.slice(0, 3000)}`);
  return (/\[(?:ref=)?((?:f\d+)?e\d+)\]/.exec(line) ?? /(?:ref[=:]\s*)((?:f\d+)?e\d+)\b/.exec(line)
    ?? /\b((?:f\d+)?e\d+)\b/.exec(line))[1];
}

/** The first match of browser_find's data, with a readable failure. */
export function firstMatch(found, what) {
  assert.ok(found.matches?.length >= 1, `browser_find ${what} finds something: ${JSON.stringify(found)}`);
  return found.matches[0];
}

/** Width and height of a PNG (IHDR) or JPEG (first SOFn segment) image in a Buffer. */
export function imageSize(buf) {
  if (buf.subarray(1, 4).toString() === 'PNG') return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20), type: 'png' };
  assert.equal(buf[0], 0xff, 'image is PNG or JPEG');
  for (let i = 2; i < buf.length;) {
    const marker = buf[i + 1];
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7), type: 'jpeg' };
    }
    i += 2 + buf.readUInt16BE(i + 2);
  }
  throw new Error('JPEG without a frame header');
}

/** The image content of a tool result, decoded. */
export function imageOf(result) {
  const image = (result.content ?? []).find((c) => c.type === 'image');
  assert.ok(image, `result has image content: ${JSON.stringify(result.content?.map((c) => c.type))}`);
  return { mimeType: image.mimeType, bytes: Buffer.from(image.data, 'base64') };
}
