/**
 * The multipart form of POST /invitations/import: its `id_guide` field and its `file` part, read
 * whole (at most STAY_IMPORT.MAX_FILE_SIZE: past it the multipart limit answers 45). A body that is
 * not whole multipart answers 10 (files/multipart-body.ts); a missing file or guide 10 naming it;
 * text PostgreSQL cannot store 12, as for a JSON body.
 */
import type { Multipart } from '@fastify/multipart';
import { MESSAGES, RESULT, ZStayImportFields } from '@guidebook/contract';
import { AppError } from '../../lib/app-error.ts';
import { invalidInput } from '../../plugins/envelope.ts';
import { assertStorableText } from '../../plugins/request-input.ts';
import { bodyParts, drainPart, malformedBody } from '../files/multipart-body.ts';

export async function readImportForm(parts: AsyncIterable<Multipart>): Promise<{ idGuide: number; file: Buffer }> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  for await (const part of bodyParts(parts)) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) {
        await drainPart(part.file);
        continue;
      }
      try {
        file = await part.toBuffer();
      } catch (err) {
        throw malformedBody(err);
      }
    } else if (!(part.fieldname in fields) && typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  assertStorableText(fields);
  const parsed = ZStayImportFields.safeParse(fields);
  if (!parsed.success) throw invalidInput(parsed.error, fields, true);
  if (!file)
    throw new AppError(RESULT.BAD_REQUEST, MESSAGES.stayImport.fileMissing, { file: MESSAGES.stayImport.fileMissing });
  return { idGuide: parsed.data.id_guide, file };
}
