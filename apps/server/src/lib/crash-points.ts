/**
 * TEST-ONLY fault injection. GUIDEBOOK_CRASH_AT=<step>, read once when the server starts, makes
 * the process kill itself with SIGKILL (no clean-up handler runs, as in a power cut or the OOM
 * killer) when an upload reaches that step; uploads-crash.test.ts runs the real server with it
 * and checks that the stale-upload sweep leaves nothing behind (messages-crash.test.ts: that a
 * timed message killed while being sent still goes out once). Unset (always, outside that
 * test), crashPoint does nothing.
 */
export const CRASH_STEPS = [
  /** A chunk's bytes are in the storage upload's part, its receipt is not on the pending_uploads row. */
  'chunk-written',
  /** A chunk and its receipt are recorded; nothing answered yet. */
  'chunk-received',
  /** The last chunk took its upload off pending_uploads; nothing assembled yet. */
  'upload-claimed',
  /** The parts are joined into the stored object (<file_ID>/<name>); nothing checked, no row. */
  'assembled',
  /** The image is checked and in the store (<file_ID>/), its thumbnail and row are not. */
  'file-stored',
  /** Image and thumbnail are in the store, the row is not. */
  'thumbnail-stored',
  /** The row is committed; nothing answered yet. */
  'row-inserted',
] as const;

/** The steps of sending timed messages (modules/messages). */
export const MESSAGE_CRASH_STEPS = [
  /** E-mails queued in the outbox and their rows marked sent, not committed. */
  'message-queued',
  /** The e-mails and the sent marks are committed; no e-mail has left yet. */
  'message-committed',
] as const;

/** The steps of sending webhooks (modules/webhooks). */
export const WEBHOOK_CRASH_STEPS = [
  /** Due deliveries are leased (committed); none is sent yet. */
  'webhook-leased',
] as const;

export type CrashStep =
  | (typeof CRASH_STEPS)[number]
  | (typeof MESSAGE_CRASH_STEPS)[number]
  | (typeof WEBHOOK_CRASH_STEPS)[number];

const crashAt = process.env.GUIDEBOOK_CRASH_AT || null;

export function crashPoint(step: CrashStep): void {
  if (crashAt === step) process.kill(process.pid, 'SIGKILL');
}
