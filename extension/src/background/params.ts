import { CommandError } from '../shared/errors';

// Validation at the edge: every message names the field and what was expected. The bridge checks
// params against the same schema first (shared/contract/); these keep a misbehaving peer from doing
// harm. `name` must be a field of the action's params, so a renamed field fails the build.

type Field<P> = keyof P & string;

/** What every tab action may carry (the contract's tabId, and the bridge's isolation). */
export interface TabParams {
  tabId?: number;
  isolation?: 'group';
}

/** An element target: a ref from a snapshot or a CSS selector (checked at run time: exactly one). */
export interface TargetParams {
  ref?: unknown;
  selector?: unknown;
}

function read<P extends object>(params: P, name: Field<P>): unknown {
  return (params as Record<string, unknown>)[name];
}

export function optionalInt<P extends object>(params: P, name: Field<P>, min: number): number | undefined {
  const value = read(params, name);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw new CommandError('INVALID_ARGUMENT', `"${name}" must be an integer ≥ ${min}, got ${JSON.stringify(value)}; fix the argument and retry.`);
  }
  return value;
}

export function optionalBool<P extends object>(params: P, name: Field<P>, fallback: boolean): boolean {
  const value = read(params, name);
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') {
    throw new CommandError('INVALID_ARGUMENT', `"${name}" must be true or false, got ${JSON.stringify(value)}; fix the argument and retry.`);
  }
  return value;
}

export function requiredString<P extends object>(params: P, name: Field<P>): string {
  const value = read(params, name);
  if (typeof value !== 'string' || value.trim() === '') {
    throw new CommandError('INVALID_ARGUMENT', `"${name}" is required and must be a non-empty string; pass it and retry.`);
  }
  return value.trim();
}
