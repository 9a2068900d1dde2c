/**
 * The storage driver the configuration names (STORAGE: local, the default, or s3), and the start-up
 * check that the store can be used.
 */
import type { Config, StorageConfig } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage, verifyS3Storage, type S3StorageOptions } from './s3-storage.ts';
import type { StorageDriver } from './storage-driver.ts';

/** How long the start-up check waits for the store. */
const VERIFY_TIMEOUT_MS = 15_000;

function s3Options(storage: Extract<StorageConfig, { kind: 's3' }>): S3StorageOptions {
  const { endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle } = storage;
  return { endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle };
}

export function createStorage(config: Config): StorageDriver {
  const { storage } = config;
  return storage.kind === 's3' ? createS3Storage(s3Options(storage)) : createLocalStorage(config.dataDir);
}

/**
 * Throws one line when the store cannot be used: S3's bucket missing, refused or unreachable (its
 * bucket answers HeadBucket and takes a probe object). The local driver makes its folders itself.
 */
export async function verifyStorage(config: Config): Promise<void> {
  const { storage } = config;
  if (storage.kind === 's3') await verifyS3Storage(s3Options(storage), AbortSignal.timeout(VERIFY_TIMEOUT_MS));
}
