/**
 * A host's domain name as typed, checked and made into the form the server stores and compares:
 * lower-case ASCII, an internationalised name as punycode (node:url domainToASCII), without a final
 * dot. Refused: an address with a scheme, port, path or credentials, an IP address, localhost and
 * names under it, single-label names, and this server's own host name (PUBLIC_URL).
 */
import net from 'node:net';
import { domainToASCII, domainToUnicode } from 'node:url';
import { DOMAIN, MESSAGES } from '@guidebook/contract';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** Second-level labels under which a country's names are registered (co.uk, com.au, …): "apex" one level lower. */
const SECOND_LEVEL = /^(co|com|net|org|gov|ac|edu|ne|or|go)$/;

export type DomainVerdict = { ok: true; domain: string } | { ok: false; message: string };

export function normaliseDomain(input: string, publicHost: string): DomainVerdict {
  const typed = input.trim().replace(/\.$/, '');
  if (typed === '') return { ok: false, message: MESSAGES.domain.required };
  if (/[/:@?#\s\\]/.test(typed)) {
    const bracketless = typed.replace(/^\[|\]$/g, '');
    if (net.isIP(bracketless)) return { ok: false, message: MESSAGES.domain.notIp };
    return { ok: false, message: MESSAGES.domain.invalid };
  }
  if (net.isIP(typed)) return { ok: false, message: MESSAGES.domain.notIp };
  const ascii = domainToASCII(typed.toLowerCase());
  if (ascii === '' || ascii.length > DOMAIN.MAX) return { ok: false, message: MESSAGES.domain.invalid };
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || /^\d+$/.test(labels.at(-1) ?? ''))
    return { ok: false, message: MESSAGES.domain.invalid };
  if (ascii === 'localhost' || ascii.endsWith('.localhost') || ascii === publicHost.toLowerCase())
    return { ok: false, message: MESSAGES.domain.reserved };
  return { ok: true, domain: ascii };
}

/** The name as people write it (an IDN's Unicode form). */
export function displayDomain(domain: string): string {
  return domainToUnicode(domain) || domain;
}

/**
 * Whether the name is a registered domain itself (villa-rosa.pt, villa-rosa.co.uk), where DNS allows
 * no CNAME: an A record (or the provider's ALIAS) points it at the server instead.
 */
export function isApex(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length === 2) return true;
  return labels.length === 3 && SECOND_LEVEL.test(labels[1] ?? '') && (labels[2] ?? '').length === 2;
}
