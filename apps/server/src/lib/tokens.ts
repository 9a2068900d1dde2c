/** Random secrets handed to people (session tokens, e-mailed codes) and their stored hashes. */
import crypto from 'node:crypto';

/** 256 bits, URL-safe. */
export function newSecret(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Only this hash is stored; a stolen database yields no live secret. */
export function hashSecret(secret: string): Buffer {
  return crypto.createHash('sha256').update(secret, 'utf8').digest();
}

/** A share token: the only key of a guest link, so unguessable. 144 random bits, URL-safe (24 characters). */
export function newShareToken(): string {
  return crypto.randomBytes(18).toString('base64url');
}
