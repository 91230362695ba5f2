import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CommandError } from '../shared/errors';
import type { CommandMessage, ProgressMessage, ResponseMessage } from '../shared/protocol';
import { Dispatcher, type HandlerContext } from './dispatch';

/** Fake handlers under made-up action names: the Dispatcher itself takes any table. */
type Fakes = Readonly<Record<string, (params: Record<string, unknown>, ctx: HandlerContext) => Promise<unknown>>>;

type Sent = ResponseMessage | ProgressMessage;

function command(action: string, extra: Partial<CommandMessage> = {}): CommandMessage {
  return { type: 'command', id: 'c1', action, params: {}, ...extra };
}

async function run(handlers: Fakes, cmd: CommandMessage): Promise<Sent[]> {
  const sent: Sent[] = [];
  await new Dispatcher(handlers).run(cmd, (m) => sent.push(m));
  return sent;
}

const never = () => new Promise<never>(() => undefined);

describe('Dispatcher', () => {
  it('answers with the handler data', async () => {
    const sent = await run({ echo: async (params) => ({ got: params }) }, command('echo', { params: { a: 1 } }));
    assert.deepEqual(sent, [{ type: 'response', id: 'c1', success: true, data: { got: { a: 1 } } }]);
  });

  it('answers UNKNOWN_ACTION for an action it does not have, including inherited names', async () => {
    for (const action of ['nope', 'toString', '__proto__']) {
      const [reply] = await run({}, command(action));
      assert.equal(reply?.type === 'response' && !reply.success && reply.error.code, 'UNKNOWN_ACTION', action);
    }
  });

  it('passes a CommandError through unchanged', async () => {
    const sent = await run({ x: async () => { throw new CommandError('TAB_NOT_FOUND', 'No tab with id 4.'); } }, command('x'));
    assert.deepEqual(sent, [{ type: 'response', id: 'c1', success: false, error: { code: 'TAB_NOT_FOUND', message: 'No tab with id 4.' } }]);
  });

  it('turns any other failure, sync or async, into a one-line INTERNAL error', async () => {
    const boom = () => { throw new TypeError('bad thing\n    at stack frame'); };
    for (const handler of [boom, async () => boom()]) {
      const [reply] = await run({ x: handler }, command('x'));
      assert.ok(reply?.type === 'response' && !reply.success);
      assert.equal(reply.error.code, 'INTERNAL');
      assert.match(reply.error.message, /bad thing/);
      assert.doesNotMatch(reply.error.message, /\n|stack frame/);
    }
  });

  it('answers TIMEOUT at the deadline even if the handler never settles, and aborts its signal', async () => {
    let signal: AbortSignal | undefined;
    // The handler never settles, so a reply at all means the deadline answered it (a dispatcher
    // that waited for the handler would never reply; the test runner's timeout ends that run).
    const [reply] = await run({ slow: (_p, ctx) => ((signal = ctx.signal), never()) }, command('slow', { deadlineMs: 30 }));
    assert.ok(reply?.type === 'response' && !reply.success);
    assert.equal(reply.error.code, 'TIMEOUT');
    assert.equal(signal?.aborted, true);
  });

  it('sends nothing for a cancelled command and aborts its signal', async () => {
    const dispatcher = new Dispatcher({ slow: (_p, ctx) => new Promise((_, reject) => ctx.signal.addEventListener('abort', () => reject(new Error('stopped')))) });
    const sent: Sent[] = [];
    const done = dispatcher.run(command('slow'), (m) => sent.push(m));
    assert.equal(dispatcher.inFlight, 1);
    dispatcher.cancel('c1');
    await done;
    assert.deepEqual(sent, []);
    assert.equal(dispatcher.inFlight, 0);
  });

  it('refuses a second command with an id that is still running', async () => {
    const dispatcher = new Dispatcher({ slow: never });
    const sent: Sent[] = [];
    void dispatcher.run(command('slow'), (m) => sent.push(m));
    await dispatcher.run(command('slow'), (m) => sent.push(m));
    assert.equal(sent[0]?.type === 'response' && !sent[0].success && sent[0].error.code, 'INVALID_ARGUMENT');
    dispatcher.cancelAll();
  });

  it('forwards progress while running, not after', async () => {
    const sent = await run({ p: async (_params, ctx) => (ctx.progress(1, 2, 'Loading page'), 'ok') }, command('p'));
    assert.deepEqual(sent, [
      { type: 'progress', id: 'c1', progress: 1, total: 2, message: 'Loading page' },
      { type: 'response', id: 'c1', success: true, data: 'ok' },
    ]);
  });

  it('keeps commands independent: one failing does not affect another', async () => {
    const dispatcher = new Dispatcher({ ok: async () => 1, bad: async () => { throw new Error('x'); } });
    const sent: Sent[] = [];
    await Promise.all([
      dispatcher.run(command('bad', { id: 'a' }), (m) => sent.push(m)),
      dispatcher.run(command('ok', { id: 'b' }), (m) => sent.push(m)),
    ]);
    assert.deepEqual(sent.map((m) => m.type === 'response' && [m.id, m.success]).sort(), [['a', false], ['b', true]]);
  });
});

describe('Dispatcher observer', () => {
  it('reports every command with its outcome, duration and target', async () => {
    const seen: string[] = [];
    const observer = {
      started: (c: CommandMessage) => seen.push(`start ${c.id}`),
      finished: (c: CommandMessage, outcome: string, ms: number, target: { tabId?: number; url?: string }) =>
        seen.push(`end ${c.id} ${outcome} ${ms >= 0} ${target.tabId ?? '-'} ${target.url ?? '-'}`),
    };
    const dispatcher = new Dispatcher(
      {
        ok: async (_p, ctx) => ((ctx.target.tabId = 4), (ctx.target.url = 'https://a.test/'), 1),
        bad: async () => { throw new CommandError('SITE_BLOCKED', 'blocked'); },
        slow: never,
      },
      observer,
    );
    await dispatcher.run(command('ok', { id: 'a' }), () => undefined);
    await dispatcher.run(command('bad', { id: 'b' }), () => undefined);
    await dispatcher.run(command('nope', { id: 'c' }), () => undefined);
    const slow = dispatcher.run(command('slow', { id: 'd' }), () => undefined);
    dispatcher.cancel('d');
    await slow;
    assert.deepEqual(seen, [
      'start a', 'end a ok true 4 https://a.test/',
      'start b', 'end b SITE_BLOCKED true - -',
      'start c', 'end c UNKNOWN_ACTION true - -',
      'start d', 'end d cancelled true - -',
    ]);
  });
});
