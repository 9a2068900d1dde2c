/** Rules for the image library: a host sees and removes only their own files. */
import { LIMITS, MESSAGES, RESULT, type TFilePublic } from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { withinScope, type GuideScope } from '../../lib/owned.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './files.repository.ts';
import { presentFile } from './files.presenter.ts';
import { COVER_NAME, displayNameOf, THUMBNAIL_NAME } from './file-names.ts';
import { makeCoverRendition } from './image-processing.ts';
import { ObjectNotFoundError } from '../../storage/storage-driver.ts';
import { RAW_FILES_PATH } from './image-ingestion.ts';
import { isForeignKeyViolation } from '../../db/pg-errors.ts';

/** True when the library file exists and is the workspace's (a topic's featured image, a branding's logo). */
export function ownsLibraryFile(deps: Deps, idWorkspace: number, idFile: number): Promise<boolean> {
  return repo.ownsFile(deps.database.db, idWorkspace, idFile);
}

export type FileListPage = { files: TFilePublic[]; total: number; capped: boolean; page: number; pageSize: number };

/**
 * One page of the host's files; without page and page_size (a list call, never a search), every
 * file as one page: PAGE 1, PAGE_SIZE and TOTAL the number of files.
 */
export async function listFiles(
  deps: Deps,
  idWorkspace: number,
  query: { page?: number; page_size?: number; name?: string },
): Promise<FileListPage> {
  const name = query.name?.trim();
  if (query.page === undefined && query.page_size === undefined && name === undefined) {
    const rows = await repo.listAllFiles(deps.database.db, idWorkspace);
    return { files: rows.map(presentFile), total: rows.length, capped: false, page: 1, pageSize: rows.length };
  }
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? LIMITS.MEDIA_PAGE_SIZE;
  const { rows, total, capped } = await repo.listFiles(
    deps.database.db,
    idWorkspace,
    { offset: (page - 1) * pageSize, limit: pageSize },
    name || undefined,
  );
  return { files: rows.map(presentFile), total, capped, page, pageSize };
}

export async function selectFile(deps: Deps, idWorkspace: number, idFile: number): Promise<TFilePublic> {
  const file = await repo.findFile(deps.database.db, idWorkspace, idFile);
  if (!file) throw AppError.notFound(MESSAGES.file.notFound);
  return presentFile(file);
}

/** The file with this name, or null. Names are compared as stored, i.e. after the upload's clean-up. */
export async function findFileByName(deps: Deps, idWorkspace: number, name: string): Promise<TFilePublic | null> {
  const file = await repo.findFileByName(deps.database.db, idWorkspace, displayNameOf(name));
  return file ? presentFile(file) : null;
}

/** Removes the row, the image and its thumbnail; refused while a topic shows the file (featured or in its content). */
/**
 * Deletes a library file, unless something shows it (13 naming what). `scope`: the guides the caller
 * may see; uses in other guides refuse the delete all the same, without naming them.
 */
export async function deleteFile(
  deps: Deps,
  idWorkspace: number,
  idFile: number,
  scope: GuideScope = null,
): Promise<void> {
  const { db } = deps.database;
  const file = await repo.findFile(db, idWorkspace, idFile);
  if (!file) throw AppError.notFound(MESSAGES.file.notFound);
  await refuseWhileInUse(deps, idWorkspace, idFile, scope);
  const shownBy = await repo.topicsShowingFile(db, idWorkspace, file.path_file);
  refuseIfAny(shownBy, scope, (rows) => MESSAGES.file.shownInContent(rows.map((r) => r.name)));
  let deleted;
  try {
    deleted = await repo.deleteFile(db, idWorkspace, idFile);
  } catch (err) {
    // A topic or guide chose this image between the check and the delete (ON DELETE RESTRICT).
    if (isForeignKeyViolation(err)) {
      await refuseWhileInUse(deps, idWorkspace, idFile, scope);
      throw new AppError(RESULT.CONFLICT, MESSAGES.file.inUse([]));
    }
    throw err;
  }
  if (!deleted) throw AppError.notFound(MESSAGES.file.notFound);
  await deps.store.delete(storeKeyOf(deleted.path_file));
  if (deleted.path_thumbnail) await deps.store.delete(storeKeyOf(deleted.path_thumbnail));
  if (deleted.path_cover) await deps.store.delete(storeKeyOf(deleted.path_cover));
}

/**
 * 13 when there are uses: naming those in the caller's guides, or, when all lie in guides the
 * caller does not work on, saying only that (their names are not the caller's to see).
 */
function refuseIfAny<T extends { id_guide: number }>(
  uses: T[],
  scope: GuideScope,
  message: (visible: T[]) => string,
): void {
  if (uses.length === 0) return;
  const visible = withinScope(uses, scope);
  throw new AppError(RESULT.CONFLICT, visible.length > 0 ? message(visible) : MESSAGES.file.inUseElsewhere);
}

/**
 * 13 naming what uses the file: the workspace branding (whose guides follow it), the topics that
 * show it, or the guides that use it as their own logo or cover photo.
 */
async function refuseWhileInUse(deps: Deps, idWorkspace: number, idFile: number, scope: GuideScope): Promise<void> {
  const { db } = deps.database;
  if (await repo.isWorkspaceBrandingFile(db, idWorkspace, idFile))
    throw new AppError(RESULT.CONFLICT, MESSAGES.file.workspaceBrandingInUse);
  refuseIfAny(await repo.topicsUsingFile(db, idWorkspace, idFile), scope, (rows) => MESSAGES.file.inUse(rows));
  refuseIfAny(await repo.guidesUsingFileAs(db, idWorkspace, idFile, 'logo'), scope, (rows) =>
    MESSAGES.file.logoInUse(rows.map((r) => r.title)),
  );
  refuseIfAny(await repo.guidesUsingFileAs(db, idWorkspace, idFile, 'cover'), scope, (rows) =>
    MESSAGES.file.coverInUse(rows.map((r) => r.title)),
  );
}

/** path_file is RAW_FILES_PATH + '/' + the store key. */
export function storeKeyOf(servedPath: string): string {
  return servedPath.slice(RAW_FILES_PATH.length + 1);
}

/** Which stored file a public image URL names, with the Content-Type to serve it as. */
export async function findServedFile(
  deps: Deps,
  fileId: string,
  fileName: string,
): Promise<{ key: string; mimeType: string } | null> {
  const file = await repo.findServedFile(deps.database.db, fileId);
  if (!file) return null;
  const key = `${fileId}/${fileName}`;
  if (storeKeyOf(file.path_file) === key) return { key, mimeType: file.mime_type };
  if (fileName === THUMBNAIL_NAME && file.path_thumbnail) return { key, mimeType: 'image/webp' };
  if (fileName === COVER_NAME && file.path_cover) return { key, mimeType: 'image/webp' };
  return null;
}

/**
 * Makes sure the library file has its cover rendition (image-processing.ts COVER_WIDTH), made
 * once per file the first time a guide takes it as its cover. False when the file is not this
 * host's; a file whose rendition cannot be made keeps none, and guests get the original.
 */
export async function ensureCoverRendition(deps: Deps, idWorkspace: number, idFile: number): Promise<boolean> {
  const { db } = deps.database;
  const file = await repo.findFile(db, idWorkspace, idFile);
  if (!file) return false;
  if (file.path_cover) return true;
  const key = storeKeyOf(file.path_file);
  const rendition = await deps.store
    .withLocalFile(key, (local) => makeCoverRendition(local))
    .catch((err: unknown) => {
      if (err instanceof ObjectNotFoundError) return null;
      throw err;
    });
  if (!rendition) return true;
  const coverKey = `${file.file_ID}/${COVER_NAME}`;
  await deps.store.put(coverKey, rendition);
  if (!(await repo.setCoverPath(db, idWorkspace, idFile, `${RAW_FILES_PATH}/${coverKey}`))) {
    // Deleted meanwhile: its folder goes with it.
    await deps.store.delete(coverKey);
    return false;
  }
  return true;
}
