/** SQL for chunked uploads in progress (pending_uploads). Scoped by the owner's id, except the sweep. */
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filesPublic, pendingUploads } from '../../db/schema.ts';
import type { MultipartUpload, PartReceipt } from '../../storage/storage-driver.ts';

export type PendingUpload = typeof pendingUploads.$inferSelect;
/** Chunk index (as text) -> the storage driver's receipt for it. */
export type ReceivedParts = PendingUpload['parts'];

/** The upload this chunk belongs to, made on its first chunk; every chunk marks it active. */
export async function touchPendingUpload(
  db: Db,
  idWorkspace: number,
  upload: { uploadKey: string; name: string; totalChunks: number; now: Date },
): Promise<PendingUpload> {
  const rows = await db
    .insert(pendingUploads)
    .values({
      id_workspace: idWorkspace,
      upload_key: upload.uploadKey,
      name: upload.name,
      total_chunks: upload.totalChunks,
      date_created: upload.now,
      date_modified: upload.now,
    })
    .onConflictDoUpdate({
      target: [pendingUploads.id_workspace, pendingUploads.upload_key],
      set: { date_modified: upload.now },
    })
    .returning();
  return rows[0] as PendingUpload;
}

/**
 * Records the storage upload begun for this row, unless another request recorded one first;
 * null then (or when the row is gone), and the caller aborts its own.
 */
export async function setStorageUpload(
  db: Db,
  idWorkspace: number,
  idUpload: string,
  upload: MultipartUpload,
): Promise<PendingUpload | null> {
  const rows = await db
    .update(pendingUploads)
    .set({ storage_key: upload.key, storage_upload_id: upload.uploadId })
    .where(
      and(
        eq(pendingUploads.id_workspace, idWorkspace),
        eq(pendingUploads.id_upload, idUpload),
        isNull(pendingUploads.storage_upload_id),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export async function findPendingUpload(db: Db, idWorkspace: number, idUpload: string): Promise<PendingUpload | null> {
  const rows = await db
    .select()
    .from(pendingUploads)
    .where(and(eq(pendingUploads.id_workspace, idWorkspace), eq(pendingUploads.id_upload, idUpload)));
  return rows[0] ?? null;
}

/** Chunk `index` no longer counts as received (its bytes are about to be replaced). */
export async function forgetPart(db: Db, idWorkspace: number, idUpload: string, index: number): Promise<void> {
  await db
    .update(pendingUploads)
    .set({ parts: sql`${pendingUploads.parts} - ${String(index)}::text` })
    .where(and(eq(pendingUploads.id_workspace, idWorkspace), eq(pendingUploads.id_upload, idUpload)));
}

/** Chunk `index` was received whole; every chunk received so far, or null when the upload is gone. */
export async function recordPart(
  db: Db,
  idWorkspace: number,
  idUpload: string,
  index: number,
  receipt: PartReceipt,
): Promise<ReceivedParts | null> {
  const entry = JSON.stringify({ [index]: { size: receipt.size, etag: receipt.etag } });
  const rows = await db
    .update(pendingUploads)
    .set({ parts: sql`${pendingUploads.parts} || ${entry}::jsonb` })
    .where(and(eq(pendingUploads.id_workspace, idWorkspace), eq(pendingUploads.id_upload, idUpload)))
    .returning({ parts: pendingUploads.parts });
  return rows[0]?.parts ?? null;
}

/**
 * Takes the upload off the pending list and answers it as it was (its received chunks included).
 * Only one request gets it, so only one assembles the file when the last chunks arrive together.
 */
export async function claimPendingUpload(db: Db, idWorkspace: number, idUpload: string): Promise<PendingUpload | null> {
  const rows = await db
    .delete(pendingUploads)
    .where(and(eq(pendingUploads.id_workspace, idWorkspace), eq(pendingUploads.id_upload, idUpload)))
    .returning();
  return rows[0] ?? null;
}

/** Removes every upload untouched since `before`, of any account; returns them. */
export async function deleteStaleUploads(db: Db, before: Date): Promise<PendingUpload[]> {
  return db.delete(pendingUploads).where(lt(pendingUploads.date_modified, before)).returning();
}

/** The storage uploads pending rows hold (the sweep leaves these to the rows' own expiry). */
export async function pendingStorageUploadIds(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ id: pendingUploads.storage_upload_id })
    .from(pendingUploads)
    .where(isNotNull(pendingUploads.storage_upload_id));
  return new Set(rows.map((r) => r.id as string));
}

/** Of these file_IDs (store folder names), the ones a files_public row names, with its paths; for the sweep. */
export async function storedFiles(
  db: Db,
  fileIds: string[],
): Promise<Map<string, { path_file: string; path_thumbnail: string | null; path_cover: string | null }>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: filesPublic.file_ID,
      path_file: filesPublic.path_file,
      path_thumbnail: filesPublic.path_thumbnail,
      path_cover: filesPublic.path_cover,
    })
    .from(filesPublic)
    .where(inArray(filesPublic.file_ID, fileIds));
  return new Map(
    rows.map((r) => [r.id, { path_file: r.path_file, path_thumbnail: r.path_thumbnail, path_cover: r.path_cover }]),
  );
}
