import { CommandError } from '../../../shared/errors';
import { requirePermission } from '../../debugger/permission';
import type { CookiesSetParams } from '../../../shared/contract';
import type { Handler, HandlerContext, Handlers } from '../../dispatch';
import { requiredString } from '../../params';
import { requireHostAccess } from '../../permissions';
import { checkScriptableUrl } from '../../restricted';
import { requireSite } from '../../site-guard';

// `cookies.get` / `cookies.set` (optional permission "cookies"). Chrome also requires host
// access to the URL, and the user's site policy and the API key's sites apply as for every page action.

const SAME_SITE = ['no_restriction', 'lax', 'strict', 'unspecified'] as const;

async function cookieUrl(params: { url: string }, ctx: HandlerContext): Promise<URL> {
  await requirePermission('cookies', 'Reading and setting cookies');
  const url = checkScriptableUrl(requiredString(params, 'url'), false);
  await requireSite(url.href, ctx, 'address');
  await requireHostAccess(url);
  return url;
}

function view(c: chrome.cookies.Cookie): Record<string, unknown> {
  const out: Record<string, unknown> = { name: c.name, value: c.value, domain: c.domain, path: c.path, secure: c.secure, httpOnly: c.httpOnly, sameSite: c.sameSite };
  if (c.expirationDate !== undefined) out.expirationDate = c.expirationDate;
  return out;
}

export const cookiesGet: Handler<'cookies.get'> = async (params, ctx) => {
  const url = await cookieUrl(params, ctx);
  const name = typeof params.name === 'string' && params.name !== '' ? params.name : undefined;
  const cookies = await chrome.cookies.getAll(name === undefined ? { url: url.href } : { url: url.href, name });
  return { cookies: cookies.map(view) };
};

function optional<T>(params: CookiesSetParams, name: keyof CookiesSetParams & string, type: 'string' | 'boolean' | 'number'): T | undefined {
  const value: unknown = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== type) throw new CommandError('INVALID_ARGUMENT', `"${name}" must be a ${type}, got ${JSON.stringify(value)}; fix the argument and retry.`);
  return value as T;
}

export const cookiesSet: Handler<'cookies.set'> = async (params, ctx) => {
  const url = await cookieUrl(params, ctx);
  const name = requiredString(params, 'name');
  const value = typeof params.value === 'string' ? params.value : undefined;
  if (value === undefined) throw new CommandError('INVALID_ARGUMENT', '"value" is required and must be a string (may be empty); pass it and retry.');
  const sameSite = optional<string>(params, 'sameSite', 'string');
  if (sameSite !== undefined && !SAME_SITE.includes(sameSite as never)) {
    throw new CommandError('INVALID_ARGUMENT', `"sameSite" must be one of ${SAME_SITE.join(', ')}; fix the argument and retry.`);
  }
  const details: chrome.cookies.SetDetails = { url: url.href, name, value };
  const domain = optional<string>(params, 'domain', 'string');
  const path = optional<string>(params, 'path', 'string');
  const secure = optional<boolean>(params, 'secure', 'boolean');
  const httpOnly = optional<boolean>(params, 'httpOnly', 'boolean');
  const expirationDate = optional<number>(params, 'expirationDate', 'number');
  if (domain !== undefined) details.domain = domain;
  if (path !== undefined) details.path = path;
  if (secure !== undefined) details.secure = secure;
  if (httpOnly !== undefined) details.httpOnly = httpOnly;
  if (sameSite !== undefined) details.sameSite = sameSite as chrome.cookies.SameSiteStatus;
  if (expirationDate !== undefined) details.expirationDate = expirationDate;
  let cookie: chrome.cookies.Cookie | null | undefined;
  try {
    cookie = await chrome.cookies.set(details);
  } catch (error) {
    throw new CommandError('INVALID_ARGUMENT', `Chrome refused the cookie (${String(error instanceof Error ? error.message : error)}); check domain, path and secure against the URL.`);
  }
  if (!cookie) {
    throw new CommandError('INVALID_ARGUMENT', 'Chrome refused the cookie (a secure or SameSite=None cookie on http, or a domain that does not match the URL); fix the fields and retry.');
  }
  return { cookie: view(cookie) };
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  'cookies.get': cookiesGet,
  'cookies.set': cookiesSet,
} satisfies Handlers;
