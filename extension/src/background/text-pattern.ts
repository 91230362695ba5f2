import { CommandError } from '../shared/errors';

/**
 * One rule for every "pattern" argument (wait.for url, console pattern, network urlPattern):
 * `/source/flags` with valid RegExp flags is a regular expression; anything else — including
 * paths such as "/api/items" — is a plain substring.
 */
export function patternMatcher(value: string, name: string, ignoreCase: boolean): (text: string) => boolean {
  const regex = /^\/(.+)\/([dgimsuvy]*)$/.exec(value);
  if (!regex) {
    if (!ignoreCase) return (text) => text.includes(value);
    const needle = value.toLowerCase();
    return (text) => text.toLowerCase().includes(needle);
  }
  try {
    const re = new RegExp(regex[1]!, regex[2]);
    return (text) => re.test(text);
  } catch {
    throw new CommandError('INVALID_ARGUMENT', `"${name}" ${value} is not a valid regular expression; fix it or pass plain text.`);
  }
}
