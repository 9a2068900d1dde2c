/** Password hashing: format, verification, upgrades and the cost of one hash. */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../src/modules/auth/password-hash.ts';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$key with a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('correct horse battery');
    const [scheme, N, r, p, salt, key] = stored.split('$');
    expect(scheme).toBe('scrypt');
    expect(Number(N)).toBeGreaterThanOrEqual(16_384);
    expect(r).toBe('8');
    expect(p).toBe('1');
    expect(Buffer.from(salt as string, 'base64')).toHaveLength(16);
    expect(Buffer.from(key as string, 'base64')).toHaveLength(64);
    expect(stored).not.toContain('correct horse');
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash: the same password twice gives different hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', a as string)).toBe(true);
    expect(await verifyPassword('same password', b as string)).toBe(true);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('caf\u00e9 au lait');
    expect(await verifyPassword('cafe\u0301 au lait', stored)).toBe(true);
  });

  it('verifies hashes made with other (older) parameters and asks for an upgrade', async () => {
    const salt = crypto.randomBytes(16);
    const key = crypto.scryptSync('old password', salt, 64, { N: 16_384, r: 8, p: 1 });
    const old = `scrypt$16384$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('old password', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('new password'))).toBe(false);
  });

  it('refuses, without throwing, stored values that are not scrypt hashes', async () => {
    for (const stored of ['', 'unused', 'scrypt$1$8$1$AA==$AA==', 'scrypt$99999999$8$1$abc$def', 'bcrypt$2b$10$x']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });

  it('costs real work: one hash takes tens of milliseconds, and the decoy check the same', async () => {
    const stored = await hashPassword('warm up');
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      await fn();
      return performance.now() - start;
    };
    const verify = await time(() => verifyPassword('warm up', stored));
    const decoy = await time(() => burnPasswordCheck('warm up'));
    console.info(`scrypt verify ${verify.toFixed(0)} ms, decoy ${decoy.toFixed(0)} ms`);
    expect(verify).toBeGreaterThan(20);
    expect(decoy).toBeGreaterThan(verify * 0.4);
  });
});
