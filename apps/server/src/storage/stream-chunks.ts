/**
 * Reading a stream buffer by buffer with back-pressure, for the hot upload path (the multipart
 * chunk in modules/files, the part a driver writes). 'data' events, not the async iterator: the
 * iterator joins buffered pieces into a new buffer, one more copy of every byte.
 */
import { finished, type Readable } from 'node:stream';

/**
 * Hands each buffer of `stream` to `take` as it arrives; resolves at the stream's end. The stream is
 * paused while `take`'s promise is pending; a throw or rejection of `take` destroys the stream and
 * rejects with that error. The stream failing rejects with `streamError(its error)`, also when it
 * failed or ended before this was called (`finished` reports those too).
 */
export function eachChunk(
  stream: Readable,
  take: (data: Buffer) => Promise<void> | undefined,
  streamError: (err: unknown) => unknown = (err) => err,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let done = false;
    let stopWatching: () => void = () => undefined;
    const finish = (err?: unknown, fromStream = false) => {
      if (done) return;
      done = true;
      stream.off('data', onData);
      stopWatching();
      if (err === undefined) return resolve();
      if (!fromStream) stream.destroy();
      reject(err instanceof Error ? err : new Error(String(err)));
    };
    const onData = (data: Buffer) => {
      if (done) return;
      let pending: Promise<void> | undefined;
      try {
        pending = take(data);
      } catch (err) {
        return finish(err);
      }
      if (!pending) return;
      stream.pause();
      pending.then(
        () => {
          if (!done) stream.resume();
        },
        (err: unknown) => finish(err),
      );
    };
    stream.on('data', onData);
    stopWatching = finished(stream, { writable: false }, (err) => finish(err ? streamError(err) : undefined, true));
  });
}
