/** Diagnostics for development builds only; release builds compile this to nothing. */
export function debug(...args: unknown[]): void {
  if (__DEV__) console.debug('[tabrelay]', ...args);
}
