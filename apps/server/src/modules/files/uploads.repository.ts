/** SQL for chunked uploads in progress (pending_uploads). Scoped by the owner's id, except the sweep. */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filesPublic, pendingUploads } from '../../db/schema.ts';

export type PendingUpload = typeof pendingUploads.$inferSelect;

/** The upload this chunk belongs to, made on its first chunk; every chunk marks it active. */
export async function touchPendingUpload(
  db: Db,
  idUser: number,
  upload: { uploadKey: string; name: string; totalChunks: number; now: Date },
): Promise<PendingUpload> {
  const rows = await db
    .insert(pendingUploads)
    .values({
      id_user: idUser,
      upload_key: upload.uploadKey,
      name: upload.name,
      total_chunks: upload.totalChunks,
      date_created: upload.now,
      date_modified: upload.now,
    })
    .onConflictDoUpdate({
      target: [pendingUploads.id_user, pendingUploads.upload_key],
      set: { date_modified: upload.now },
    })
    .returning();
  return rows[0] as PendingUpload;
}

/**
 * Takes the upload off the pending list. Only one request gets true, so only one
 * assembles the file when the last chunks arrive together.
 */
export async function claimPendingUpload(db: Db, idUser: number, idUpload: string): Promise<boolean> {
  const rows = await db
    .delete(pendingUploads)
    .where(and(eq(pendingUploads.id_user, idUser), eq(pendingUploads.id_upload, idUpload)))
    .returning({ id: pendingUploads.id_upload });
  return rows.length > 0;
}

/** Removes every upload untouched since `before`, of any account; returns their ids. */
export async function deleteStaleUploads(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(pendingUploads)
    .where(lt(pendingUploads.date_modified, before))
    .returning({ id: pendingUploads.id_upload });
  return rows.map((r) => r.id);
}

export async function pendingUploadIds(db: Db): Promise<Set<string>> {
  const rows = await db.select({ id: pendingUploads.id_upload }).from(pendingUploads);
  return new Set(rows.map((r) => r.id));
}

/** Of these file_IDs (store folder names), the ones a files_public row names, with its paths; for the sweep. */
export async function storedFiles(
  db: Db,
  fileIds: string[],
): Promise<Map<string, { path_file: string; path_thumbnail: string | null }>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db
    .select({ id: filesPublic.file_ID, path_file: filesPublic.path_file, path_thumbnail: filesPublic.path_thumbnail })
    .from(filesPublic)
    .where(inArray(filesPublic.file_ID, fileIds));
  return new Map(rows.map((r) => [r.id, { path_file: r.path_file, path_thumbnail: r.path_thumbnail }]));
}
