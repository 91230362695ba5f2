import { CommandError, describe } from '../shared/errors';
import type { CommandMessage, ProgressMessage, ResponseMessage } from '../shared/protocol';

export interface HandlerContext {
  /** Aborted on deadline, on `cancel` and when the link drops; handlers pass it to every wait. */
  signal: AbortSignal;
  /** Epoch ms by which the answer must be sent. */
  deadline: number;
  session?: string;
  client?: string;
  progress(progress: number, total?: number, message?: string): void;
}

export type Handler = (params: Record<string, unknown>, ctx: HandlerContext) => Promise<unknown>;
export type HandlerMap = Readonly<Record<string, Handler>>;
export type Reply = (message: ResponseMessage | ProgressMessage) => void;

/** Used when the bridge sends no deadlineMs (it always should; matches its COMMAND_TIMEOUT default). */
export const DEFAULT_DEADLINE_MS = 30_000;

/** Abort reason for `cancel`: the bridge has given up on the id, so no response is sent. */
const CANCELLED = Symbol('cancelled');

/** Runs commands by action name. Never throws and answers every command exactly once, unless cancelled. */
export class Dispatcher {
  private readonly running = new Map<string, AbortController>();

  constructor(private readonly handlers: HandlerMap) {}

  async run(command: CommandMessage, reply: Reply): Promise<void> {
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
    const timer = setTimeout(() => {
      controller.abort(new CommandError('TIMEOUT', `${action} did not finish within ${budget} ms; retry with a longer timeout or a lighter page.`));
    }, budget);
    const ctx: HandlerContext = {
      signal: controller.signal,
      deadline: Date.now() + budget,
      session: command.session,
      client: command.client,
      progress: (progress, total, message) => {
        if (!controller.signal.aborted) reply({ type: 'progress', id, progress, total, message });
      },
    };
    try {
      const data = await untilAborted(Promise.resolve().then(() => handler(command.params, ctx)), controller.signal);
      if (!controller.signal.aborted) reply({ type: 'response', id, success: true, data: data ?? {} });
    } catch (error) {
      if (controller.signal.reason !== CANCELLED) reply(failure(id, toCommandError(error, action)));
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
