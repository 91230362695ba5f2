import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CommandError, PERMISSION_MESSAGE } from '../../shared/errors';
import type { HandlerContext } from '../dispatch';
import { extractUrlHandler } from './extract';
import { listTabs } from './tab-list';

type Listener = (...args: unknown[]) => void;
const event = () => {
  const set = new Set<Listener>();
  return { set, addListener: (f: Listener) => set.add(f), removeListener: (f: Listener) => set.delete(f) };
};

/** Just enough of `chrome` for the handlers; each tab completes (or not) as the test says. */
function installChrome(opts: { granted: boolean; completes: boolean; scriptError?: string; deny?: string[]; finalUrl?: string; readErrors?: string[]; closeOnRead?: boolean }) {
  const created: string[] = [];
  const removed: number[] = [];
  let reads = 0;
  const onUpdated = event();
  let tab: { status: string; url: string; pendingUrl?: string } = { status: 'loading', url: '' };
  let closed = false;
  const fake = {
    extension: { isAllowedFileSchemeAccess: async () => false },
    storage: { local: { get: async () => ({ sitePolicy: { allow: [], deny: opts.deny ?? [] } }) } },
    permissions: { contains: async () => opts.granted },
    scripting: {
      // Each read injects the reader's file first: `readErrors` are what those injections meet in turn.
      executeScript: async (injection: { files?: string[] }) => {
        if (injection.files) {
          const error = opts.readErrors?.[reads++];
          if (opts.closeOnRead) closed = true;
          if (error) throw new Error(error);
        }
        throw new Error(opts.scriptError ?? 'Frame with ID 0 is showing error page');
      },
    },
    tabs: {
      onUpdated,
      onRemoved: event(),
      query: async () => [],
      // Before it commits a new tab has no url, only the pendingUrl it is loading.
      get: async (id: number) => {
        if (closed) throw new Error(`No tab with id: ${id}.`);
        return { id, ...tab };
      },
      remove: async (id: number) => void removed.push(id),
      create: async ({ url }: { url: string }) => {
        created.push(url);
        tab = { status: 'loading', url: '', pendingUrl: url };
        if (opts.completes) {
          const landed = opts.finalUrl ?? url;
          setTimeout(() => {
            tab = { status: 'complete', url: landed, pendingUrl: undefined };
            onUpdated.set.forEach((f) => f(5, { status: 'complete' }, { id: 5, ...tab }));
          }, 1);
        }
        return { id: 5, ...tab };
      },
    },
  };
  (globalThis as unknown as { chrome: unknown }).chrome = fake;
  return { created, removed, reads: () => reads };
}

const ctx = (sites?: string[]): HandlerContext => ({ signal: new AbortController().signal, deadline: Date.now() + 5000, target: {}, progress: () => undefined, waitForPerson: () => undefined, sites });

async function failure(promise: Promise<unknown>): Promise<CommandError> {
  const error = await promise.then(() => assert.fail('expected a failure'), (e: unknown) => e);
  assert.ok(error instanceof CommandError, String(error));
  return error;
}

describe('extract.url', () => {
  it('reports an error page as NAVIGATION_FAILED and closes the tab', async () => {
    const chrome = installChrome({ granted: true, completes: true });
    const error = await failure(extractUrlHandler({ url: 'https://down.test/' }, ctx()));
    assert.equal(error.code, 'NAVIGATION_FAILED');
    assert.deepEqual(chrome.removed, [5]);
  });

  it('reads the new document when the page replaces its own while being read', async () => {
    // The first read meets a reload; the second reads the new document (here an error page).
    const chrome = installChrome({ granted: true, completes: true, readErrors: ['Frame with ID 0 was removed.'] });
    const error = await failure(extractUrlHandler({ url: 'https://reloads.test/' }, ctx()));
    assert.equal(chrome.reads(), 2);
    assert.equal(error.code, 'NAVIGATION_FAILED');
  });

  it('gives up on a page that keeps replacing its document, and on a tab that closed', async () => {
    let chrome = installChrome({ granted: true, completes: true, readErrors: Array(8).fill('Frame with ID 0 was removed.') });
    let error = await failure(extractUrlHandler({ url: 'https://loops.test/' }, ctx()));
    assert.equal(chrome.reads(), 6, 'read at most five times more');
    assert.equal(error.code, 'TAB_NOT_FOUND');
    assert.match(error.message, /closed or navigated away while being read; call list_tabs and retry/);
    chrome = installChrome({ granted: true, completes: true, readErrors: ['The tab was closed.'], closeOnRead: true });
    error = await failure(extractUrlHandler({ url: 'https://closes.test/' }, ctx()));
    assert.equal(chrome.reads(), 1, 'a closed tab is not read again');
    assert.equal(error.code, 'TAB_NOT_FOUND');
  });

  it('keeps the tab on failure when keepTab is true', async () => {
    const chrome = installChrome({ granted: true, completes: true });
    await failure(extractUrlHandler({ url: 'https://down.test/', keepTab: true }, ctx()));
    assert.deepEqual(chrome.removed, []);
  });

  it('times out a page that never completes and closes its tab', async () => {
    const chrome = installChrome({ granted: true, completes: false });
    const error = await failure(extractUrlHandler({ url: 'https://slow.test/', timeoutMs: 20 }, ctx()));
    assert.equal(error.code, 'TIMEOUT');
    assert.deepEqual(chrome.removed, [5]);
  });

  it('closes its tab the moment the call is cancelled, keepTab or not, and then stops', async () => {
    const chrome = installChrome({ granted: true, completes: false });
    const controller = new AbortController();
    const context: HandlerContext = {
      ...ctx(),
      signal: controller.signal,
      // Cancelled as the bridge does it: while the page is still loading.
      progress: (_p, _t, message) => void (message === 'Waiting for the content' && controller.abort('cancelled')),
    };
    const aborted = new Promise((resolve) => controller.signal.addEventListener('abort', resolve));
    const settled = extractUrlHandler({ url: 'https://never-ends.test/', keepTab: true, timeoutMs: 60_000 }, context);
    await aborted;
    assert.deepEqual(chrome.removed, [5], 'closed on the abort itself, before the handler unwinds');
    assert.equal(await settled.then(() => 'answered', (e: unknown) => e), 'cancelled');
    assert.deepEqual(chrome.removed, [5], 'closed once');
  });

  it('asks for permission before opening anything', async () => {
    const chrome = installChrome({ granted: false, completes: true });
    const error = await failure(extractUrlHandler({ url: 'https://a.test/' }, ctx()));
    assert.equal(error.code, 'PERMISSION_REQUIRED');
    assert.ok(error.message.endsWith(PERMISSION_MESSAGE));
    assert.deepEqual(chrome.created, []);
  });

  it('refuses restricted and malformed URLs without opening a tab', async () => {
    const chrome = installChrome({ granted: true, completes: true });
    assert.equal((await failure(extractUrlHandler({ url: 'chrome://settings' }, ctx()))).code, 'RESTRICTED_URL');
    assert.equal((await failure(extractUrlHandler({ url: 'not a url' }, ctx()))).code, 'INVALID_ARGUMENT');
    assert.equal((await failure(extractUrlHandler({} as never, ctx()))).code, 'INVALID_ARGUMENT');   // what a broken peer could send
    assert.deepEqual(chrome.created, []);
  });
});

describe('site policy in the handlers', () => {
  it('refuses a blocked URL with SITE_BLOCKED before opening anything', async () => {
    const chrome = installChrome({ granted: true, completes: true, deny: ['*.bank.test'] });
    const error = await failure(extractUrlHandler({ url: 'https://www.bank.test/' }, ctx()));
    assert.equal(error.code, 'SITE_BLOCKED');
    assert.match(error.message, /blocked by your TabRelay site policy; change it in the extension options/);
    assert.ok(!/bank/.test(JSON.stringify(error.toWire())), 'neither the host nor the deny pattern goes on the wire');
    assert.deepEqual(chrome.created, []);
  });

  it('refuses a redirect that lands on a blocked site, and closes the tab', async () => {
    const chrome = installChrome({ granted: true, completes: true, deny: ['bank.test'], finalUrl: 'https://bank.test/account' });
    const error = await failure(extractUrlHandler({ url: 'https://news.test/' }, ctx()));
    assert.equal(error.code, 'SITE_BLOCKED');
    assert.deepEqual(chrome.created, ['https://news.test/']);
    assert.deepEqual(chrome.removed, [5]);
  });
});

describe("the API key's sites in the handlers", () => {
  it('refuses a URL outside the sites before opening anything, and a redirect out of them after', async () => {
    let chrome = installChrome({ granted: true, completes: true });
    const outside = await failure(extractUrlHandler({ url: 'https://b.test/?token=SECRET123' }, ctx(['a.test'])));
    assert.equal(outside.code, 'SITE_BLOCKED');
    assert.match(outside.message, /outside the sites this API key may use/);
    assert.ok(!/SECRET123|b\.test/.test(outside.message));
    assert.deepEqual(chrome.created, []);
    chrome = installChrome({ granted: true, completes: true, finalUrl: 'https://b.test/landing?token=SECRET123' });
    const redirected = await failure(extractUrlHandler({ url: 'https://a.test/go' }, ctx(['a.test'])));
    assert.equal(redirected.code, 'SITE_BLOCKED');
    assert.deepEqual(chrome.removed, [5]);
  });

  it('lists tabs outside the sites without URL and title', async () => {
    installChrome({ granted: true, completes: true });
    const tabs = [
      { id: 1, windowId: 1, index: 0, url: 'https://a.test/x', title: 'A', active: false, status: 'complete', groupId: -1 },
      { id: 2, windowId: 1, index: 1, url: 'https://b.test/?token=SECRET123', title: 'Inbox', active: true, status: 'complete', groupId: -1 },
    ];
    (globalThis as unknown as { chrome: { tabs: { query: unknown } } }).chrome.tabs.query = async () => tabs;
    const { tabs: listed } = (await listTabs({}, ctx(['a.test']))) as { tabs: { tabId: number; url: string; title: string; blocked?: true }[] };
    assert.deepEqual(listed.map((t) => [t.tabId, t.url, t.title, t.blocked]), [[1, 'https://a.test/x', 'A', undefined], [2, '', '', true]]);
  });
});

describe('tabs.list', () => {
  it('needs the tabs permission', async () => {
    installChrome({ granted: false, completes: true });
    assert.equal((await failure(listTabs({}, ctx()))).code, 'PERMISSION_REQUIRED');
  });
});
