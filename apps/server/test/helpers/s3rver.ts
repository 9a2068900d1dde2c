/**
 * s3rver (a real S3 server in Node, files on disk) on 127.0.0.1 with a free port and a fresh temp
 * folder, for the S3 storage driver's tests. What s3rver 3.7.1 implements, read from its
 * lib/routes.js and controllers: buckets (HEAD/GET/PUT/DELETE, ListObjectsV2 with Delimiter and
 * continuation tokens), objects (PUT, GET with Range, HEAD, DELETE, copy) and multipart uploads
 * (CreateMultipartUpload, UploadPart, CompleteMultipartUpload). It does NOT implement
 * ListMultipartUploads (GET ?uploads answers NotImplemented), AbortMultipartUpload (DELETE ?uploadId
 * answers MethodNotAllowed), ListParts or UploadPartCopy; it does not enforce S3's 5 MiB minimum
 * part size nor compare part ETags at completion; and it checks only that an access key id exists
 * (S3RVER), not SigV4 signatures, so a wrong secret key passes. S3RVER_LOG=1 prints its log.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startChild, waitFor } from './processes.ts';

const S3RVER_BIN = path.join(repoRoot, 'node_modules/s3rver/bin/s3rver.js');

/** The only key pair s3rver knows. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type RunningS3rver = {
  endpoint: string;
  port: number;
  /** s3rver's process (the upload benchmark reads its CPU time). */
  pid: number;
  /** The S3 storage options for one of its buckets. */
  options: (bucket: string) => {
    bucket: string;
    region: string;
    endpoint: string;
    forcePathStyle: boolean;
    accessKeyId: string;
    secretAccessKey: string;
  };
  stop: () => Promise<void>;
};

/**
 * s3rver in a child process of its own, as a store runs beside a server. With OpenSSL's legacy
 * provider: s3rver's ListObjectsV2 continuation tokens are DES-encrypted, which Node 17+ refuses
 * otherwise (every listing longer than a page would answer InternalError).
 */
export async function startS3rver(buckets: string[]): Promise<RunningS3rver> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'guidebook-s3rver-'));
  const args = ['--openssl-legacy-provider', S3RVER_BIN, '-d', directory, '-a', '127.0.0.1', '-p', '0'];
  if (!process.env.S3RVER_LOG) args.push('--silent');
  for (const bucket of buckets) args.push('--configure-bucket', bucket);
  const child = startChild(process.execPath, args, { cwd: repoRoot, env: { ...process.env, NODE_OPTIONS: '' } });
  let gone = false;
  void child.exited.then(() => (gone = true));
  const port = await waitFor(
    's3rver to listen',
    () => {
      if (gone) throw new Error(`s3rver exited:\n${child.output()}`);
      const match = /S3rver listening on [^:]+:(\d+)/.exec(child.output());
      return match ? Number(match[1]) : undefined;
    },
    30_000,
  );
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    port,
    pid: child.process.pid ?? 0,
    options: (bucket) => ({ bucket, region: 'us-east-1', endpoint, forcePathStyle: true, ...S3RVER_CREDENTIALS }),
    stop: async () => {
      if (!gone) {
        child.process.kill('SIGTERM');
        await child.exited;
      }
      if (process.env.S3RVER_LOG) console.log(child.output());
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
