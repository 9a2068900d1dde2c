/**
 * Password hashing with scrypt (memory-hard, built into Node). Stored form:
 * `scrypt$N$r$p$<salt base64>$<key base64>`, so the cost can be raised later and old
 * hashes still verify (needsRehash tells login to upgrade them).
 */
import crypto from 'node:crypto';

type Params = { N: number; r: number; p: number };

/** 2^15: about 32 MiB and ~150 ms per hash on the target machine. */
const CURRENT: Params = { N: 32_768, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Refuse absurd costs read from a stored hash (a corrupt row must not exhaust memory). */
const MAX_N = 1 << 20;

function derive(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is too tight for N = 2^15.
  const maxmem = 256 * params.N * params.r;
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize('NFC'), salt, KEY_BYTES, { ...params, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

function parse(stored: string): (Params & { salt: Buffer; key: Buffer }) | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((v) => Number(v));
  if (!N || !r || !p || !Number.isInteger(N) || N > MAX_N || (N & (N - 1)) !== 0) return null;
  if (!Number.isInteger(r) || !Number.isInteger(p) || r > 32 || p > 16) return null;
  const salt = Buffer.from(parts[4] as string, 'base64');
  const key = Buffer.from(parts[5] as string, 'base64');
  if (salt.length < 8 || key.length < 32) return null;
  return { N, r, p, salt, key };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await derive(password, salt, CURRENT);
  const { N, r, p } = CURRENT;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * True when password matches stored. An unusable stored value (not a scrypt hash)
 * still costs one full hash, so the answer takes the same time either way.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) {
    await burnPasswordCheck(password);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed);
  return key.length === parsed.key.length && crypto.timingSafeEqual(key, parsed.key);
}

/** Does the work of one check against nothing: used for unknown e-mail addresses at login. */
export async function burnPasswordCheck(password: string): Promise<void> {
  await derive(password, crypto.randomBytes(SALT_BYTES), CURRENT);
}

/** Stored with weaker parameters than today's: hash again at the next successful login. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < CURRENT.N || parsed.r < CURRENT.r || parsed.key.length < KEY_BYTES;
}
