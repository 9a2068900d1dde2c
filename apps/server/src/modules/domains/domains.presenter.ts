/** The workspace's domain as the host reads it: the records to add, its state and the last check in words. */
import {
  DOMAIN,
  MESSAGES,
  type TDomainCheckResult,
  type TDomainRecord,
  type TWorkspaceDomain,
} from '@guidebook/contract';
import net from 'node:net';
import { localize } from '../../lib/languages.ts';
import type { DomainRow } from './domains.repository.ts';
import { displayDomain, isApex } from './domain-name.ts';

/**
 * The TXT record with the token, then what points the name at this server: a CNAME to PUBLIC_URL's
 * host; for an apex name an A record when that host is an IP address, else the provider's ALIAS
 * (ANAME, flattened CNAME) to it.
 */
export function recordsFor(domain: string, token: string, serverHost: string): TDomainRecord[] {
  const txt: TDomainRecord = { type: 'TXT', name: `${DOMAIN.TXT_LABEL}.${domain}`, value: token };
  const ip = net.isIP(serverHost) !== 0;
  const pointer: TDomainRecord = ip
    ? { type: net.isIP(serverHost) === 4 ? 'A' : 'AAAA', name: domain, value: serverHost }
    : { type: isApex(domain) ? 'ALIAS' : 'CNAME', name: domain, value: serverHost };
  return [txt, pointer];
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function presentDomain(row: DomainRow | undefined, serverHost: string, language: string): TWorkspaceDomain {
  const state = !row ? 'none' : row.verified_at ? 'verified' : 'pending';
  const result = (row?.last_check_result ?? null) as TDomainCheckResult | null;
  return {
    domain: row?.domain ?? null,
    domain_display: row ? displayDomain(row.domain) : null,
    state,
    state_text: localize(MESSAGES.domain.state[state], language),
    verified_at: iso(row?.verified_at),
    url: row?.verified_at ? `https://${row.domain}` : null,
    records: row ? recordsFor(row.domain, row.verify_token, serverHost) : [],
    last_check_at: iso(row?.last_check_at),
    last_check_result: result,
    last_check_text: result ? localize(MESSAGES.domain.check[result], language) : null,
  };
}
