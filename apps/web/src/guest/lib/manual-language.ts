/** The House Manual's language (?lang= of its URL): the one shown, when the guide has more than one. */
import type { TGuestGuide } from '@guidebook/contract';

export function manualLanguageOf(guide: TGuestGuide): string | null {
  return (guide.languages?.length ?? 0) > 1 ? (guide.language ?? null) : null;
}
