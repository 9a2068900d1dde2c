/**
 * Move up, Move down, Edit and Delete for one row of an ordered list: a category or a topic.
 * Each is offered when its handler is given: none (a role that may not change the list) offers nothing,
 * and a placed shared topic (edited on the Shared topics screen) only moves.
 */
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import classes from './content-tab.module.css';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export function RowActions({
  kind,
  name,
  index,
  count,
  moving,
  onMove,
  onEdit,
  onDelete,
}: {
  kind: 'category' | 'topic';
  /** The row's name, in every button's accessible label ("Edit topic Wi-Fi"). */
  name: string;
  index: number;
  count: number;
  /** An order is being saved: no move until it is. */
  moving: boolean;
  /** Moves the row from `index` to `to`. */
  onMove?: (to: number) => void;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  if (!onMove && !onEdit && !onDelete) return null;
  const noun = kind === 'category' ? t('categories.kindCategory') : t('categories.kindTopic');
  return (
    <Group gap={2} wrap="nowrap" className={classes.actions}>
      {onMove ? (
        <>
          <Tooltip label={t('categories.moveUp')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('categories.moveKindNameUp', { kind: noun, name })}
              disabled={index === 0 || moving}
              onClick={() => onMove(index - 1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('categories.moveDown')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('categories.moveKindNameDown', { kind: noun, name })}
              disabled={index === count - 1 || moving}
              onClick={() => onMove(index + 1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </>
      ) : null}
      {onEdit ? (
        <Tooltip label={t('categories.editKind', { kind: noun })}>
          <ActionIcon variant="subtle" aria-label={t('categories.editKindName', { kind: noun, name })} onClick={onEdit}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {onDelete ? (
        <Tooltip label={t('categories.deleteKind', { kind: noun })}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('categories.deleteKindName', { kind: noun, name })}
            onClick={onDelete}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
