/**
 * A readable guide link is /{workspace slug}/{guide slug}: no workspace slug may be the first part of
 * one of the admin app's routes, or the guest page would stand where the admin screen is.
 */
import { describe, expect, it } from 'vitest';
import { SLUG_RESERVED } from '@guidebook/contract';
import { ROUTES } from './paths.ts';

describe('the reserved slugs', () => {
  it('hold the first part of every admin route', () => {
    const paths = Object.values(ROUTES).map((route) => (typeof route === 'function' ? route(1) : route));
    const firsts = new Set(paths.map((p) => p.split(/[/?]/)[1]).filter((p): p is string => Boolean(p)));
    expect(firsts.size).toBeGreaterThan(10);
    for (const first of firsts) expect(SLUG_RESERVED as readonly string[], first).toContain(first);
  });
});
