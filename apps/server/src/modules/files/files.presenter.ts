/** The shape of a library file that leaves the server (host-facing; files are public images). */
import type { TFilePublic } from '@guidebook/contract';
import type { DbFile } from './files.repository.ts';

export function presentFile(f: DbFile): TFilePublic {
  return {
    id_file_public: f.id_file_public,
    file_ID: f.file_ID,
    name: f.name,
    size: f.size,
    path_file: f.path_file,
    path_thumbnail: f.path_thumbnail,
    mime_type: f.mime_type,
    width: f.width,
    height: f.height,
    comment: f.comment,
    private: f.private,
    date_created: f.date_created.toISOString(),
  };
}
