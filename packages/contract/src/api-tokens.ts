/**
 * API tokens: a host's integrations (a channel manager, a PMS, scripts) call the API with
 * `Authorization: Bearer gbk_...`. A token is shown once, at creation; the server keeps its hash.
 * `read` tokens make GET calls only; no token may manage tokens or the account (43).
 */
import { z } from 'zod';
import { ZId, zInteger } from './common.ts';
import { MESSAGES } from './constants.ts';

const m = MESSAGES.apiToken;

export const API_TOKEN = {
  /** Every token starts with it, so secret scanners can find leaked ones. */
  PREFIX: 'gbk_',
  /** The part of a token kept in clear (prefix plus 8 characters), so a host can tell tokens apart. */
  SHOWN_LENGTH: 12,
  NAME_MAX: 60,
  EXPIRES_IN_DAYS_MAX: 3650,
  SCOPES: ['read', 'write'] as const,
  /** Per account: enough for every tool a host connects, few enough to review. */
  MAX_PER_ACCOUNT: 50,
} as const;

export const ZApiTokenScope = z.enum(API_TOKEN.SCOPES, { error: m.scopeInvalid });
export type TApiTokenScope = z.infer<typeof ZApiTokenScope>;

export const ZApiToken = z.object({
  id_api_token: z.number(),
  name: z.string(),
  scope: ZApiTokenScope,
  /** The token's first characters ("gbk_" and 8 more): enough to recognise it, never enough to use it. */
  prefix: z.string(),
  date_created: z.string(),
  /** null: never expires. */
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type TApiToken = z.infer<typeof ZApiToken>;

/** The create answer: the record and the token itself, shown this once. */
export const ZApiTokenCreated = ZApiToken.extend({ token: z.string() });
export type TApiTokenCreated = z.infer<typeof ZApiTokenCreated>;

export const ZApiTokenCreateRequest = z.object({
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, m.nameRequired)
    .max(API_TOKEN.NAME_MAX, MESSAGES.guide.maxLength(API_TOKEN.NAME_MAX)),
  scope: ZApiTokenScope,
  /** null (or absent): never expires. */
  expires_in_days: zInteger({ message: m.expiryInvalid, min: 1, max: API_TOKEN.EXPIRES_IN_DAYS_MAX })
    .nullable()
    .default(null),
});
export type TApiTokenCreateRequest = z.input<typeof ZApiTokenCreateRequest>;

export const ZApiTokenDeleteRequest = z.object({ id_api_token: ZId });
export type TApiTokenDeleteRequest = z.infer<typeof ZApiTokenDeleteRequest>;
