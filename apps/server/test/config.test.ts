import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('names every variable the server reads in the README’s Configuration table', () => {
    const readme = fs.readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'));
    const rows = table.split('\n').filter((line) => line.startsWith('| `'));
    const named = new Set(rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1])));
    expect(CONFIG_VARIABLES.length).toBeGreaterThan(30);
    expect(CONFIG_VARIABLES.filter((name) => !named.has(name))).toEqual([]);
  });

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

describe('storage configuration', () => {
  it('is the local files folder unless STORAGE=s3', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ STORAGE: 'local', S3_BUCKET: 'ignored' }).storage).toEqual({ kind: 'local' });
    expect(() => loadConfig({ STORAGE: 'minio' })).toThrow(/STORAGE/);
  });

  it('reads the S3 variables, with us-east-1, AWS and virtual-hosted style by default', () => {
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'guidebook' }).storage).toEqual({
      kind: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'guidebook',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    const minio = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).storage;
    expect(minio).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      bucket: 'files',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      forcePathStyle: true,
    });
  });

  it('refuses STORAGE=s3 without S3_BUCKET, naming the variable', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required when STORAGE=s3/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: '  ' })).toThrow(/S3_BUCKET/);
  });

  it('takes both S3 keys or neither', () => {
    const both = /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither/;
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(both);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(both);
  });

  it('refuses an S3_ENDPOINT that is not an http(s) URL and an S3_FORCE_PATH_STYLE that is not a boolean', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: '127.0.0.1:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});
