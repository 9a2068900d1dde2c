/**
 * The marks of the host's drafts preview (the phone preview beside the admin editor): "Draft"
 * beside a Draft category or topic, "Invited guests only" beside a topic only invited guests see.
 * The server sends `draft` / `invited_only` only in that preview, so guests never see a mark.
 */
import { createContext, useContext } from 'react';
import type { TGuestGuide } from '@guidebook/contract';
import { useMessages } from '../i18n/i18n.ts';

/** The guide of a drafts preview, for the views that know an item only by its id (search results); else null. */
export const DraftsPreviewGuide = createContext<TGuestGuide | null>(null);

type Marks = { draft?: boolean | undefined; invited_only?: boolean | undefined };

/** The marks of a search hit's category or topic, looked up in the drafts preview's guide. */
export function useMarksOf(categoryId: number, topicId: number | null): Marks {
  const guide = useContext(DraftsPreviewGuide);
  const category = guide?.categories.find((c) => c.id === categoryId);
  if (!category) return {};
  if (topicId === null) return { draft: category.draft };
  return category.topics.find((t) => t.id === topicId) ?? {};
}

/** The badges of one category or topic; nothing when it has no mark (every guest's payload). */
export function PreviewMarks({ item }: { item: Marks }) {
  const { t } = useMessages();
  if (!item.draft && !item.invited_only) return null;
  return (
    <>
      {/* A space, so a link's accessible name reads "Parking Draft", not "ParkingDraft". */}
      {item.draft && ' '}
      {item.draft && (
        <span className="preview-mark" data-mark="draft">
          {t('draftBadge')}
        </span>
      )}
      {item.invited_only && ' '}
      {item.invited_only && (
        <span className="preview-mark" data-mark="invited-only">
          {t('invitedOnlyBadge')}
        </span>
      )}
    </>
  );
}
