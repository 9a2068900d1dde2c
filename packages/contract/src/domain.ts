/**
 * A workspace's own domain: the host name its guests open its guides at (`guide.villa-rosa.pt`),
 * proven by a TXT record `_guidebook-verify.{domain}` carrying the workspace's token, and pointed at
 * this server with a CNAME (or an A record for an apex domain). The server checks and stores the name
 * in lower-case ASCII (an internationalised name as punycode).
 */
import { z } from 'zod';
import { MESSAGES } from './constants.ts';

const m = MESSAGES.domain;

export const DOMAIN = {
  /** The longest host name DNS allows. */
  MAX: 253,
  /** The TXT record's name is this label and the domain. */
  TXT_LABEL: '_guidebook-verify',
} as const;

/** What the last check found: a key of MESSAGES.domain.check. */
export const DOMAIN_CHECK_RESULTS = ['verified', 'no_record', 'wrong_token', 'dns_failure'] as const;
export type TDomainCheckResult = (typeof DOMAIN_CHECK_RESULTS)[number];

/** none: no domain; pending: set, not verified yet (or changed since); verified: guests are served on it. */
export const DOMAIN_STATES = ['none', 'pending', 'verified'] as const;
export type TDomainState = (typeof DOMAIN_STATES)[number];

/** A host name (checked and made ASCII by the server), or null to remove the domain. */
export const ZDomainRequest = z.object({
  domain: z
    .string({ error: m.required })
    .trim()
    .max(DOMAIN.MAX, m.invalid)
    .nullable()
    .meta({ description: 'A host name such as guide.villa-rosa.pt (IDN allowed), or null to remove the domain.' }),
});
export type TDomainRequest = z.infer<typeof ZDomainRequest>;

/** One DNS record the host adds at their DNS provider. */
export const ZDomainRecord = z.object({
  type: z.enum(['TXT', 'CNAME', 'A', 'AAAA', 'ALIAS']),
  name: z.string(),
  value: z.string(),
});
export type TDomainRecord = z.infer<typeof ZDomainRecord>;

export const ZWorkspaceDomain = z.object({
  /** Lower-case ASCII (punycode for an IDN), or null when the workspace has none. */
  domain: z.string().nullable(),
  /** The name as people write it (the IDN's Unicode form), or null. */
  domain_display: z.string().nullable(),
  state: z.enum(DOMAIN_STATES),
  state_text: z.string(),
  verified_at: z.string().nullable(),
  /** https://{domain} once verified, else null. */
  url: z.string().nullable(),
  /** The records to add: the TXT record with the token, then the CNAME (or A / ALIAS for an apex). */
  records: z.array(ZDomainRecord),
  last_check_at: z.string().nullable(),
  last_check_result: z.enum(DOMAIN_CHECK_RESULTS).nullable(),
  /** The last check's result in the caller's language. */
  last_check_text: z.string().nullable(),
});
export type TWorkspaceDomain = z.infer<typeof ZWorkspaceDomain>;

export const ZDomainAllowedQuery = z.object({
  domain: z.string({ error: m.required }).max(300, m.invalid),
});

/** GET /public/domain_allowed's answer: the verified name, lower-case ASCII. */
export const ZDomainAllowed = z.object({ domain: z.string() });
