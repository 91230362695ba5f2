import { CommandError, describe } from '../shared/errors';
import type { Action, ActionParams, ActionResult } from '../shared/contract';
import type { CommandMessage, ProgressMessage, ResponseMessage } from '../shared/protocol';
import type { ApprovalNote } from '../shared/activity';

export interface HandlerContext {
  /** Aborted on deadline, on `cancel` and when the link drops; handlers pass it to every wait. */
  signal: AbortSignal;
  /** Epoch ms by which the answer must be sent. */
  deadline: number;
  session?: string;
  client?: string;
  /** The calling API key's allowed URL patterns; undefined = not site-restricted (site-guard.ts checks both). */
  sites?: readonly string[];
  /** The calling API key's --mode; undefined = no key limit (approval/gate.ts combines it with the person's). */
  keyMode?: 'read' | 'ask' | 'act';
  /** What the command acts on, filled in by the handler as soon as it knows; the activity log reads it. */
  target: Target;
  progress(progress: number, total?: number, message?: string): void;
  /**
   * The command now waits for the person (an approval card) for up to `ms`: its deadline here and
   * on the bridge moves to `ms` from now plus its own budget, and the caller hears `message` as progress.
   */
  waitForPerson(ms: number, message: string): void;
}

export interface Target {
  tabId?: number;
  url?: string;
  /** The action in words and what the person answered, when it needed their approval (approval/gate.ts). */
  approval?: ApprovalNote;
}

/** Checks a command before its handler runs (approval/gate.ts: pause, read / ask / act); throws to refuse it. */
export type Gate = (command: CommandMessage, ctx: HandlerContext) => Promise<void>;

/** How a command ended: 'ok', its error code, or 'cancelled' (the bridge gave up; nothing was sent). */
export type Outcome = string;

/** Sees every command start and end (the activity log and the live in-flight count). */
export interface DispatchObserver {
  started(command: CommandMessage): void;
  finished(command: CommandMessage, outcome: Outcome, ms: number, target: Target): void;
}

/** Runs one action: its params and its result are the contract's (shared/contract/, generated from the bridge). */
export type Handler<A extends Action> = (params: ActionParams[A], ctx: HandlerContext) => Promise<ActionResult[A]>;
/** Exactly one handler per action: a missing, extra or renamed action fails the build. */
export type HandlerMap = { readonly [A in Action]: Handler<A> };
/** One family file's part of the HandlerMap (its `handlers` export). */
export type Handlers = Partial<HandlerMap>;
/** What the Dispatcher runs: the HandlerMap, or a test's few fakes. Params arrive checked by the bridge's schema. */
export type DispatchTable = Readonly<Record<string, (params: never, ctx: HandlerContext) => Promise<unknown>>>;
export type Reply = (message: ResponseMessage | ProgressMessage) => void;

/** Used when the bridge sends no deadlineMs (it always should; matches its COMMAND_TIMEOUT default). */
export const DEFAULT_DEADLINE_MS = 30_000;

/** Abort reason for `cancel`: the bridge has given up on the id, so no response is sent. */
const CANCELLED = Symbol('cancelled');

/** Runs commands by action name. Never throws and answers every command exactly once, unless cancelled. */
export class Dispatcher {
  private readonly running = new Map<string, AbortController>();

  constructor(
    private readonly handlers: DispatchTable,
    private readonly observer?: DispatchObserver,
    private readonly gate?: Gate,
  ) {}

  /** Runs one command; every command, even one refused at once, is reported to the observer. */
  async run(command: CommandMessage, reply: Reply): Promise<void> {
    const started = Date.now();
    const target: Target = {};
    let outcome: Outcome = 'ok';
    const observed: Reply = (message) => {
      if (message.type === 'response' && !message.success) outcome = message.error.code;
      reply(message);
    };
    this.observer?.started(command);
    try {
      outcome = (await this.execute(command, observed, target)) ?? outcome;
    } finally {
      this.observer?.finished(command, outcome, Date.now() - started, target);
    }
  }

  /** Returns 'cancelled' when nothing was sent because the bridge cancelled the command. */
  private async execute(command: CommandMessage, reply: Reply, target: Target): Promise<Outcome | undefined> {
    const { id, action } = command;
    const handler = Object.hasOwn(this.handlers, action) ? this.handlers[action] : undefined;
    if (!handler) {
      reply(failure(id, new CommandError('UNKNOWN_ACTION', `This extension does not support "${action}"; update the extension to match the bridge.`)));
      return;
    }
    if (this.running.has(id)) {
      reply(failure(id, new CommandError('INVALID_ARGUMENT', `Command id "${id}" is already running; send each command with a fresh id.`)));
      return;
    }
    const controller = new AbortController();
    this.running.set(id, controller);
    const budget = command.deadlineMs ?? DEFAULT_DEADLINE_MS;
    const onDeadline = () => {
      controller.abort(new CommandError('TIMEOUT', `${action} did not finish within ${budget} ms; retry with a longer timeout or a lighter page.`));
    };
    let timer = setTimeout(onDeadline, budget);
    const ctx: HandlerContext = {
      signal: controller.signal,
      deadline: Date.now() + budget,
      session: command.session,
      client: command.client,
      sites: command.sites?.length ? command.sites : undefined,
      target,
      keyMode: command.mode,
      progress: (progress, total, message) => {
        if (!controller.signal.aborted) reply({ type: 'progress', id, progress, total, message });
      },
      waitForPerson: (ms, message) => {
        if (controller.signal.aborted) return;
        // The person's time does not count against the command's own budget.
        clearTimeout(timer);
        timer = setTimeout(onDeadline, ms + budget);
        ctx.deadline = Date.now() + ms + budget;
        reply({ type: 'progress', id, progress: 0, message, waitMs: ms + budget });
      },
    };
    try {
      const run = async () => {
        await this.gate?.(command, ctx);
        return handler(command.params as never, ctx);
      };
      const data = await untilAborted(Promise.resolve().then(run), controller.signal);
      if (!controller.signal.aborted) reply({ type: 'response', id, success: true, data: data ?? {} });
    } catch (error) {
      if (controller.signal.reason === CANCELLED) return 'cancelled';
      reply(failure(id, toCommandError(error, action)));
    } finally {
      clearTimeout(timer);
      this.running.delete(id);
    }
  }

  /** The bridge gave up on `id`: stop the work and stay silent. */
  cancel(id: string): void {
    this.running.get(id)?.abort(CANCELLED);
  }

  /** The link dropped: nobody is left to answer, so stop everything. */
  cancelAll(): void {
    for (const controller of this.running.values()) controller.abort(CANCELLED);
  }

  get inFlight(): number {
    return this.running.size;
  }
}

function failure(id: string, error: CommandError): ResponseMessage {
  return { type: 'response', id, success: false, error: error.toWire() };
}

export function toCommandError(error: unknown, action: string): CommandError {
  if (error instanceof CommandError) return error;
  return new CommandError('INTERNAL', `${action} failed unexpectedly (${describe(error)}); retry, and report a bug if it keeps happening.`);
}

/** Settles with the work, or rejects with the abort reason as soon as the signal fires. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
