/** Share tokens: the only key of a guest link, so they must be unguessable. */
import crypto from 'node:crypto';

/** 144 random bits, URL-safe (24 characters). */
export function newShareToken(): string {
  return crypto.randomBytes(18).toString('base64url');
}
