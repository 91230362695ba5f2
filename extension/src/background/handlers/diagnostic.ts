import { debuggerBuild, debuggerOptedIn } from '../../shared/advanced';
import type { Handler, Handlers } from '../dispatch';
import { decideSite, loadPolicy } from '../site-guard';

// `diagnostic.permissions` (the bridge's permissions_check): what the user allows, as the
// extension alone knows it. The user's site policy is read from storage as every command's site
// check reads it; the granted permissions are chrome.permissions', set against the optional ones
// the manifest may ask for, so an agent can tell the user exactly which switch to turn on.

export const diagnosticPermissions: Handler<'diagnostic.permissions'> = async (params, ctx) => {
  const policy = await loadPolicy();
  const [granted, optedIn] = await Promise.all([chrome.permissions.getAll(), debuggerOptedIn()]);
  const manifest = chrome.runtime.getManifest();
  const result = {
    // A key limited to some sites does not learn the user's lists: a deny pattern names a site
    // the user cares about, which is exactly what such a key must not learn.
    ...(ctx.sites?.length ? {} : { policy: { allow: policy.allow, deny: policy.deny } }),
    // The advanced build holds "debugger" from install; it counts once the user switched it on.
    permissions: (granted.permissions ?? []).filter((p) => p !== 'debugger' || optedIn),
    origins: granted.origins ?? [],
    // What the user could still turn on: the optional permissions, and the advanced build's switch.
    optionalPermissions: [...(manifest.optional_permissions ?? []).map(String), ...(debuggerBuild() && !optedIn ? ['debugger'] : [])],
    optionalOrigins: (manifest.optional_host_permissions ?? []).map(String),
  };
  if (typeof params.url !== 'string') return result;
  // The same decision a command on that URL would get: the user's policy, then the key's sites.
  const decision = decideSite(policy, ctx.sites, params.url);
  return { ...result, url: decision.allowed ? { url: params.url, allowed: true } : { url: params.url, allowed: false, by: decision.by } };
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  'diagnostic.permissions': diagnosticPermissions,
} satisfies Handlers;
