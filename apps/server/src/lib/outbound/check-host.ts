/**
 * Whether an address someone outside chose points somewhere the outbound guard refuses, asked before
 * it is stored (a calendar feed's address), so the host hears it at once. The guard itself still
 * checks every connection (fetch-outside.ts): DNS can change after this answer.
 */
import net from 'node:net';
import { isAddressAllowed } from './address-policy.ts';
import { systemResolveHost, type ResolveHost } from './resolve-host.ts';

/**
 * 'refused' when the host is, or resolves to, an address the guard refuses; 'allowed' when every
 * address it resolves to is allowed; 'unknown' when it does not resolve now (a later read says why).
 */
export async function checkOutsideHost(
  url: string,
  { allowPrivate = false, resolveHost = systemResolveHost }: { allowPrivate?: boolean; resolveHost?: ResolveHost } = {},
): Promise<'allowed' | 'refused' | 'unknown'> {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return 'unknown';
  }
  if (net.isIP(host)) return isAddressAllowed(host, allowPrivate) ? 'allowed' : 'refused';
  try {
    const addresses = await resolveHost(host);
    if (addresses.length === 0) return 'unknown';
    return addresses.every((a) => isAddressAllowed(a.address, allowPrivate)) ? 'allowed' : 'refused';
  } catch {
    return 'unknown';
  }
}

/**
 * Whether an address saved to be read or called later (a calendar feed, a webhook endpoint) is
 * refused now: this machine's and private networks' addresses unless the server allows them,
 * link-local and metadata addresses always, as at every connection.
 */
export async function refusedOnSave(
  url: string,
  server: { config: { calendarFeedsAllowPrivate: boolean }; resolveHost?: ResolveHost },
): Promise<boolean> {
  const verdict = await checkOutsideHost(url, {
    allowPrivate: server.config.calendarFeedsAllowPrivate,
    ...(server.resolveHost && { resolveHost: server.resolveHost }),
  });
  return verdict === 'refused';
}
