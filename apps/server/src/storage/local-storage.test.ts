import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { describeStorageDriver } from './storage-driver.contract.ts';
import type { StorageDriver } from './storage-driver.ts';

async function freshDataDir(): Promise<string> {
  // A folder of its own inside the temp folder, so "nothing was written outside" can be checked.
  const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'guidebook-storage-'));
  return path.join(parent, 'data');
}

describeStorageDriver('local disk', async () => {
  const dataDir = await freshDataDir();
  const store = createLocalStorage(dataDir);
  return {
    store,
    close: async () => {
      // Nothing escaped DATA_DIR (the escaping keys tried ../ and absolute paths).
      expect(await fs.readdir(path.dirname(dataDir))).toEqual(['data']);
      expect((await fs.readdir(dataDir)).sort()).toEqual(['files', 'uploads-tmp']);
      await fs.rm(path.dirname(dataDir), { recursive: true, force: true });
    },
  };
});

describe('local disk layout', () => {
  let dataDir: string;
  let store: StorageDriver;
  beforeAll(async () => {
    dataDir = await freshDataDir();
    store = createLocalStorage(dataDir);
  });
  afterAll(async () => fs.rm(path.dirname(dataDir), { recursive: true, force: true }));

  it('keeps objects as files under DATA_DIR/files/<key> and uploads under DATA_DIR/uploads-tmp', async () => {
    const key = `${crypto.randomUUID()}/a.png`;
    await store.put(key, Buffer.from('bytes'));
    expect(await fs.readFile(path.join(dataDir, 'files', key), 'utf8')).toBe('bytes');
    const upload = await store.beginUpload(`${crypto.randomUUID()}/b.png`, { partSize: 10, parts: 2, maxSize: 100 });
    await fs.access(path.join(dataDir, 'uploads-tmp', upload.uploadId));
    await store.abortUpload(upload);
    await expect(fs.access(path.join(dataDir, 'uploads-tmp', upload.uploadId))).rejects.toThrow();
  });

  it('writes full-size parts where they end up: completing renames the file, no copy', async () => {
    const partSize = 1024 * 1024;
    const key = `${crypto.randomUUID()}/big.png`;
    const upload = await store.beginUpload(key, { partSize, parts: 3, maxSize: 10 * partSize });
    const assembly = path.join(dataDir, 'uploads-tmp', upload.uploadId, 'assembly');
    const { ino } = await fs.stat(assembly);
    const bytes = crypto.randomBytes(2 * partSize + 5);
    const receipts = [];
    for (const index of [1, 2, 0])
      receipts[index] = await store.putPart(
        upload,
        index,
        Readable.from([bytes.subarray(index * partSize, (index + 1) * partSize)]),
      );
    // Each part already sits at its offset of the one file.
    expect((await fs.readFile(assembly)).equals(bytes)).toBe(true);
    await store.completeUpload(upload, receipts);
    const stored = path.join(dataDir, 'files', key);
    expect((await fs.stat(stored)).ino).toBe(ino);
    expect(await fs.readdir(path.join(dataDir, 'uploads-tmp'))).toEqual([]);
  });

  it('leaves no temp file behind a put whose body fails, also at once', async () => {
    const tmp = path.join(dataDir, 'uploads-tmp');
    const before = await fs.readdir(tmp);
    const failing = (afterBytes: number) =>
      new Readable({
        read() {
          if (afterBytes > 0) {
            this.push(Buffer.alloc(afterBytes));
            afterBytes = 0;
          } else this.destroy(new Error('the client went away'));
        },
      });
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        expect(store.put(`failed/${i}.bin`, failing(i % 2 ? 0 : 4096))).rejects.toThrow('the client went away'),
      ),
    );
    expect(await fs.readdir(tmp)).toEqual(before);
    expect(await store.stat('failed/0.bin')).toBeNull();
  });

  it('removes old temp files and old empty folders as leftovers, and keeps young ones', async () => {
    const past = new Date(Date.now() - 3_600_000);
    const tmp = path.join(dataDir, 'uploads-tmp');
    const oldTemp = path.join(tmp, 'put-old');
    const youngTemp = path.join(tmp, 'put-young');
    const oldFolder = path.join(dataDir, 'files', crypto.randomUUID());
    const youngFolder = path.join(dataDir, 'files', crypto.randomUUID());
    await fs.writeFile(oldTemp, 'x');
    await fs.writeFile(youngTemp, 'x');
    await fs.mkdir(oldFolder);
    await fs.mkdir(youngFolder);
    await fs.utimes(oldTemp, past, past);
    await fs.utimes(oldFolder, past, past);
    expect(await store.removeLeftovers(new Date(Date.now() - 60_000))).toBe(2);
    await expect(fs.access(oldTemp)).rejects.toThrow();
    await expect(fs.access(oldFolder)).rejects.toThrow();
    await fs.access(youngTemp);
    await fs.access(youngFolder);
    await fs.rm(youngTemp);
    await fs.rmdir(youngFolder);
  });
});
