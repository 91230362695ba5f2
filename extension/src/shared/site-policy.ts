// The user's site policy: URL patterns that agents may (allow) or may not (deny) touch. Deny
// wins; an empty allow-list allows everything. Pure logic: the worker enforces it on every
// command, the options page validates what the user types with the same parser.

import type { Msg } from './i18n';

export interface SitePolicy {
  allow: string[];
  deny: string[];
}

export const EMPTY_POLICY: SitePolicy = { allow: [], deny: [] };

interface Pattern {
  /** undefined = http and https (a simple glob, or the * scheme of a match pattern). */
  scheme?: string;
  /** '*' any host; otherwise the host, with `subdomains` meaning "this host or any under it". */
  host: string;
  subdomains: boolean;
  /** undefined = any port. */
  port?: string;
  path: RegExp;
}

export type PatternParse = { ok: true; pattern: Pattern } | { ok: false; error: Msg };

const SCHEMES = new Set(['http', 'https', 'file', '*']);
const HOST_CHARS = /^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i;
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * Parses a Chrome match pattern (`https://mail.google.com/*`, `*://*.bank.com/*`, `<all_urls>`)
 * or a simple glob without a scheme (`*.bank.com`, `example.com:8080`, `news.test/politics/*`).
 * A host without `*.` matches that host only; `*.bank.com` matches bank.com and its subdomains;
 * no port matches every port; no path matches every path.
 */
export function parsePattern(input: string): PatternParse {
  const text = input.trim();
  const fail = (key: string, ...args: string[]): PatternParse => ({ ok: false, error: { key, args: [text, ...args] } });
  if (!text) return fail('patternEmpty');
  if (/\s/.test(text)) return fail('patternSpace');
  if (text === '<all_urls>') return { ok: true, pattern: { host: '*', subdomains: false, path: /^/ } };
  let scheme: string | undefined;
  let rest = text;
  const schemeMatch = /^([a-z*][a-z0-9+.-]*):\/\//i.exec(text);
  if (schemeMatch) {
    scheme = schemeMatch[1]!.toLowerCase();
    if (!SCHEMES.has(scheme)) return fail('patternScheme', scheme);
    if (scheme === '*') scheme = undefined;
    rest = text.slice(schemeMatch[0].length);
  } else if (text.includes('://')) {
    return fail('patternScheme', text.split('://')[0]!);
  }
  const slash = rest.indexOf('/');
  const authority = slash < 0 ? rest : rest.slice(0, slash);
  const pathText = slash < 0 ? '/*' : rest.slice(slash);
  if (scheme === 'file') {
    if (authority) return fail('patternFileHost');
    return { ok: true, pattern: { scheme, host: '', subdomains: false, path: glob(pathText) } };
  }
  const portMatch = /^(.*?)(?::(\d{1,5}|\*))?$/.exec(authority)!;
  let host = portMatch[1]!.toLowerCase();
  const portText = portMatch[2];
  if (authority.includes(':') && !portText && !host.startsWith('[')) return fail('patternPort');
  if (portText && portText !== '*' && Number(portText) > 65535) return fail('patternPort');
  let subdomains = false;
  if (host.startsWith('*.')) {
    subdomains = true;
    host = host.slice(2);
  }
  if (host !== '*' && (!host || host.includes('*') || !HOST_CHARS.test(host) || host.startsWith('.') || host.endsWith('.'))) {
    return fail('patternHost', host || authority);
  }
  return {
    ok: true,
    pattern: { scheme, host, subdomains, port: portText === '*' ? undefined : portText, path: glob(pathText) },
  };
}

/** `*` matches any run of characters; everything else is literal. */
function glob(path: string): RegExp {
  const escaped = path.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

function matches(pattern: Pattern, url: URL): boolean {
  const scheme = url.protocol.slice(0, -1);
  if (pattern.scheme ? pattern.scheme !== scheme : scheme !== 'http' && scheme !== 'https') return false;
  if (scheme !== 'file') {
    const host = url.hostname.toLowerCase();
    if (pattern.host !== '*' && host !== pattern.host && !(pattern.subdomains && host.endsWith(`.${pattern.host}`))) return false;
    const port = url.port || DEFAULT_PORTS[url.protocol] || '';
    if (pattern.port !== undefined && pattern.port !== port) return false;
  }
  return pattern.path.test(url.pathname + url.search);
}

/** Whether `url` matches the single pattern `text`; an invalid pattern or URL matches nothing. */
export function matchesPattern(text: string, raw: string): boolean {
  const parsed = parsePattern(text);
  if (!parsed.ok) return false;
  try {
    return matches(parsed.pattern, new URL(raw));
  } catch {
    return false;
  }
}

/** The first pattern in `patterns` that matches `url`; invalid patterns never match. */
function firstMatch(patterns: readonly string[], url: URL): string | undefined {
  return patterns.find((text) => {
    const parsed = parsePattern(text);
    return parsed.ok && matches(parsed.pattern, url);
  });
}

export type PolicyDecision =
  | { allowed: true }
  /** `pattern` is the deny pattern that matched, or undefined when the allow-list left it out. */
  | { allowed: false; pattern?: string };

export function checkUrl(policy: SitePolicy, raw: string): PolicyDecision {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { allowed: true }; // not a URL: the caller's own validation reports it
  }
  const denied = firstMatch(policy.deny, url);
  if (denied) return { allowed: false, pattern: denied };
  if (policy.allow.length > 0 && !firstMatch(policy.allow, url)) return { allowed: false };
  return { allowed: true };
}

/** Splits the options page's textarea (one pattern a line, # comments) into patterns. */
export function patternLines(text: string): string[] {
  return text.split('\n').map((line) => line.replace(/#.*/, '').trim()).filter(Boolean);
}

export function asPolicy(stored: unknown): SitePolicy {
  const value = stored as Partial<SitePolicy> | undefined;
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((p): p is string => typeof p === 'string') : []);
  return { allow: list(value?.allow), deny: list(value?.deny) };
}
