/**
 * Looks up a domain's `_guidebook-verify` TXT record with node:dns's Resolver: at DNS_SERVERS when
 * set, else the system's resolvers; each try waits TIMEOUT_MS, twice at most. The outcome is one of
 * the contract's check results, never a throw.
 */
import { Resolver } from 'node:dns/promises';
import { DOMAIN, type TDomainCheckResult } from '@guidebook/contract';

const TIMEOUT_MS = 2_500;
const TRIES = 2;

/** "No such name" and "no record of this type": the record is not there (yet). */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

export async function checkVerifyRecord(
  servers: readonly string[],
  domain: string,
  token: string,
): Promise<TDomainCheckResult> {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: TRIES });
  if (servers.length > 0) resolver.setServers([...servers]);
  let records: string[][];
  try {
    records = await resolver.resolveTxt(`${DOMAIN.TXT_LABEL}.${domain}`);
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    return typeof code === 'string' && ABSENT.has(code) ? 'no_record' : 'dns_failure';
  }
  // A TXT record longer than 255 bytes arrives as several strings: one value.
  const values = records.map((chunks) => chunks.join('').trim());
  if (values.length === 0) return 'no_record';
  return values.includes(token) ? 'verified' : 'wrong_token';
}
