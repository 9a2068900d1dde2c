import dns from 'node:dns';

/** One address a host name resolves to. */
export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Resolves a host name to every address it has; rejects (ENOTFOUND and the like) when it has none. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

const familyOf = (family: number): 4 | 6 => (family === 6 ? 6 : 4);

/** The system's resolver (getaddrinfo: /etc/hosts, then DNS), as every other outbound call of Node. */
export const systemResolveHost: ResolveHost = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: familyOf(a.family) }));
};

/**
 * A resolver that asks the given DNS servers (`127.0.0.1:5353`, `[::1]:53`) for A and AAAA records,
 * bypassing /etc/hosts: for tests, which point it at a DNS server of their own, and for deployments
 * that want feeds resolved by a particular server.
 */
export function dnsServerResolveHost(servers: string[], { timeoutMs = 2_000, tries = 2 } = {}): ResolveHost {
  const resolver = new dns.promises.Resolver({ timeout: timeoutMs, tries });
  resolver.setServers(servers);
  return async (hostname) => {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
    const found: ResolvedAddress[] = [
      ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
    ];
    if (found.length > 0) return found;
    throw v4.status === 'rejected'
      ? v4.reason
      : Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' });
  };
}
