/**
 * The chunked upload of one file (POST /files/public/create, 100 MB chunks): ask whether
 * the name is taken (and if so add the timestamp), then send the chunks one after another.
 * The last chunk's answer is the stored file.
 */
import { LIMITS, RESULT, type TFilePublic } from '@guidebook/contract';
import { ApiError, request } from '../../../lib/api-client.ts';
import { planChunks, timestampedName } from '../upload-plan.ts';

/** GET /files/public/exists?name=&private=4: RES_CODE 00 means taken, 01 means free. */
export async function fileNameExists(name: string): Promise<boolean> {
  try {
    await request('/files/public/exists', { query: { name, private: LIMITS.PRIVATE_FLAG } });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === RESULT.NOT_FOUND) return false;
    throw error;
  }
}

/** crypto.randomUUID exists only on https and localhost; the fallback keeps plain-http hosts working. */
function makeUploadId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type UploadProgress = {
  /** Chunks the server has confirmed. */
  sent: number;
  total: number;
  /** The last chunk is on its way: the server assembles, checks and stores the file. */
  processing: boolean;
};

// A chunk that failed on the way (no answer, or a server error) is sent again; a refusal is final.
const CHUNK_ATTEMPTS = 3;

function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

async function sendChunk(form: () => FormData): Promise<unknown> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await request<unknown>('/files/public/create', {
        method: 'POST',
        form: form(),
        timeoutMs: LIMITS.CHUNK_LOAD_TIMEOUT_MS,
      });
    } catch (error) {
      // Chunk errors are only logged (the chunk is sent again); the caller shows the file's final failure.
      console.error(`Upload chunk failed (attempt ${attempt} of ${CHUNK_ATTEMPTS})`, error);
      if (attempt >= CHUNK_ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}

/** Uploads one file and resolves with the stored library file. */
export async function uploadFile(file: File, onProgress: (p: UploadProgress) => void): Promise<TFilePublic> {
  let name = file.name;
  try {
    if (await fileNameExists(name)) name = timestampedName(name);
  } catch (error) {
    // Without an answer the original name is tried; the server never overwrites a file.
    console.error('Could not check whether the file name is taken', error);
  }
  const plan = planChunks(file.size);
  const uploadId = makeUploadId();
  let stored: TFilePublic | undefined;
  for (const chunk of plan) {
    const last = chunk.index === plan.length - 1;
    onProgress({ sent: chunk.index, total: plan.length, processing: last });
    const envelope = (await sendChunk(() => {
      // Text fields first: the server reads them before it streams the chunk to disk.
      const form = new FormData();
      form.append('chunkIndex', String(chunk.index));
      form.append('totalChunks', String(plan.length));
      form.append('name', name);
      form.append('comment', '');
      form.append('private', String(LIMITS.PRIVATE_FLAG));
      form.append('uploadId', uploadId);
      form.append('chunk', file.slice(chunk.start, chunk.end), name);
      return form;
    })) as { RES_RESULT: unknown };
    if (last) stored = (envelope.RES_RESULT as TFilePublic[] | null)?.[0];
  }
  onProgress({ sent: plan.length, total: plan.length, processing: false });
  if (!stored) throw new ApiError(0, null);
  return stored;
}
