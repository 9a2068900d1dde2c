import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('keeps two database connections per core plus one unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(os.availableParallelism() * 2 + 1);
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
  });

  it('closes idle connections after REQUEST_IDLE_TIMEOUT_SECONDS (30 s unless set), and refuses a non-positive value', () => {
    expect(loadConfig({}).requestIdleTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_IDLE_TIMEOUT_SECONDS: '1.5' }).requestIdleTimeoutMs).toBe(1500);
    expect(() => loadConfig({ REQUEST_IDLE_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_IDLE_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ REQUEST_IDLE_TIMEOUT_SECONDS: 'soon' })).toThrow(/REQUEST_IDLE_TIMEOUT_SECONDS/);
  });

  it('refuses a pool size outside 1..100, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
