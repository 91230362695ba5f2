import { CommandError } from '../shared/errors';

// Validation at the edge: every message names the field and what was expected.

export function optionalInt(params: Record<string, unknown>, name: string, min: number): number | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw new CommandError('INVALID_ARGUMENT', `"${name}" must be an integer ≥ ${min}, got ${JSON.stringify(value)}; fix the argument and retry.`);
  }
  return value;
}

export function optionalBool(params: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const value = params[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') {
    throw new CommandError('INVALID_ARGUMENT', `"${name}" must be true or false, got ${JSON.stringify(value)}; fix the argument and retry.`);
  }
  return value;
}

export function requiredString(params: Record<string, unknown>, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new CommandError('INVALID_ARGUMENT', `"${name}" is required and must be a non-empty string; pass it and retry.`);
  }
  return value.trim();
}
