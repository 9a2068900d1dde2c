/**
 * Loads a lazily split part of the app with a chunk-load timeout (120 s) and turns a failure
 * into 'Loading chunk {id} failed'.
 */
import { LIMITS, MESSAGES } from '@guidebook/contract';

export async function loadChunk<T>(id: string, load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(MESSAGES.generic.chunkLoadFailed(id))), LIMITS.CHUNK_LOAD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    console.error(error);
    throw new Error(MESSAGES.generic.chunkLoadFailed(id), { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
