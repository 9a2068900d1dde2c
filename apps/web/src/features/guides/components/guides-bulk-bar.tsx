/**
 * The guides list's bulk actions: what is selected (guides on the page, or every guide the search and
 * tag match), and a menu of actions on them: add or remove a tag, apply the workspace branding,
 * duplicate, delete (confirmed by typing the number of guides). One POST /guides/bulk each, all or
 * nothing; a toast says how many guides changed, or the server's refusal.
 */
import { useState } from 'react';
import { Alert, Autocomplete, Button, Group, Menu, Modal, Paper, Text, TextInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { GUIDE_LIST, type TGuidesBulkRequest } from '@guidebook/contract';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useGuidesBulk } from '../api/guides-bulk.ts';
import { useGuideTagCounts } from '../api/guides-page.ts';

/** The guides an action takes: chosen ids, or every guide the list's filter matches. */
export type BulkTarget = Pick<TGuidesBulkRequest, 'id_guides' | 'filter'>;

type Props = {
  target: BulkTarget;
  /** How many guides the target is. */
  count: number;
  /** Offered when every row of the page is chosen and more guides match. */
  onSelectAllMatching?: () => void;
  /** Set while every matching guide is selected: how many match. */
  allMatching: boolean;
  onClear: () => void;
  may: { tags: boolean; branding: boolean; duplicate: boolean; delete: boolean };
};

type Dialog = 'add_tag' | 'remove_tag' | 'delete' | null;

export function GuidesBulkBar({ target, count, onSelectAllMatching, allMatching, onClear, may }: Props) {
  const bulk = useGuidesBulk();
  const [dialog, setDialog] = useState<Dialog>(null);

  const run = async (body: Omit<TGuidesBulkRequest, 'id_guides' | 'filter'>): Promise<boolean> => {
    try {
      const result = await bulk.mutateAsync({ ...target, ...body } as TGuidesBulkRequest);
      toast.success(t('bulk.done', { n: result.changed }));
      onClear();
      return true;
    } catch (error) {
      toast.error(messageOf(error));
      return false;
    }
  };

  const confirmThen = async (title: string, text: string, body: TGuidesBulkRequest['action']) => {
    if (await confirmDialog({ title, text, confirmLabel: t('bulk.apply') })) await run({ action: body });
  };

  return (
    <Paper withBorder p="sm" mb="md" role="region" aria-label={t('bulk.actions')}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <Text size="sm" fw={600} aria-live="polite">
            {allMatching ? t('bulk.allMatchingSelected', { n: count }) : t('bulk.selected', { n: count })}
          </Text>
          {onSelectAllMatching ? (
            <Button variant="subtle" size="compact-sm" onClick={onSelectAllMatching}>
              {t('bulk.selectAllMatching')}
            </Button>
          ) : null}
          <Button variant="subtle" size="compact-sm" color="gray" onClick={onClear}>
            {t('bulk.clear')}
          </Button>
        </Group>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button rightSection={<IconChevronDown size={16} aria-hidden />} loading={bulk.isPending}>
              {t('bulk.actions')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {may.tags ? (
              <>
                <Menu.Item onClick={() => setDialog('add_tag')}>{t('bulk.addTag')}</Menu.Item>
                <Menu.Item onClick={() => setDialog('remove_tag')}>{t('bulk.removeTag')}</Menu.Item>
              </>
            ) : null}
            {may.branding ? (
              <Menu.Item
                onClick={() =>
                  void confirmThen(t('bulk.brandingTitle'), t('bulk.brandingText', { n: count }), 'apply_branding')
                }
              >
                {t('bulk.applyBranding')}
              </Menu.Item>
            ) : null}
            {may.duplicate ? (
              <Menu.Item
                onClick={() =>
                  void confirmThen(t('bulk.duplicateTitle'), t('bulk.duplicateText', { n: count }), 'duplicate')
                }
              >
                {t('bulk.duplicate')}
              </Menu.Item>
            ) : null}
            {may.delete ? (
              <Menu.Item color="red" onClick={() => setDialog('delete')}>
                {t('bulk.delete')}
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <TagDialog
        action={dialog === 'add_tag' || dialog === 'remove_tag' ? dialog : null}
        count={count}
        pending={bulk.isPending}
        onClose={() => setDialog(null)}
        onSubmit={async (tag, action) => {
          if (await run({ action, tag })) setDialog(null);
        }}
      />
      <DeleteDialog
        opened={dialog === 'delete'}
        count={count}
        pending={bulk.isPending}
        onClose={() => setDialog(null)}
        onSubmit={async () => {
          if (await run({ action: 'delete', confirm: count })) setDialog(null);
        }}
      />
    </Paper>
  );
}

function TagDialog(props: {
  action: 'add_tag' | 'remove_tag' | null;
  count: number;
  pending: boolean;
  onClose: () => void;
  onSubmit: (tag: string, action: 'add_tag' | 'remove_tag') => Promise<void>;
}) {
  const { action, count, pending, onClose, onSubmit } = props;
  const known = useGuideTagCounts();
  const [tag, setTag] = useState('');
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={action === 'remove_tag' ? t('bulk.removeTagTitle', { n: count }) : t('bulk.addTagTitle', { n: count })}
      closeButtonProps={{ 'aria-label': t('guidesList.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (action && tag.trim() !== '') void onSubmit(tag.trim(), action).then(() => setTag(''));
        }}
      >
        <Autocomplete
          label={t('bulk.tagLabel')}
          data={(known.data ?? []).map((row) => row.tag)}
          value={tag}
          onChange={setTag}
          maxLength={GUIDE_LIST.TAG_MAX}
          required
          data-autofocus
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('guidesList.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={tag.trim() === ''}>
            {action === 'remove_tag' ? t('bulk.removeTag') : t('bulk.addTag')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

/** Deleting asks for the number of guides, typed: nothing is deleted without it. */
function DeleteDialog(props: {
  opened: boolean;
  count: number;
  pending: boolean;
  onClose: () => void;
  onSubmit: () => Promise<void>;
}) {
  const { opened, count, pending, onClose, onSubmit } = props;
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === String(count);
  return (
    <Modal
      opened={opened}
      onClose={() => {
        setTyped('');
        onClose();
      }}
      title={t('bulk.deleteTitle')}
      closeButtonProps={{ 'aria-label': t('guidesList.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) void onSubmit().then(() => setTyped(''));
        }}
      >
        <Alert color="red" mb="md">
          {t('bulk.deleteText', { n: count })}
        </Alert>
        <TextInput
          label={t('bulk.deleteTypeLabel', { n: count })}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="off"
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('guidesList.cancel')}
          </Button>
          <Button type="submit" color="red" loading={pending} disabled={!matches}>
            {t('bulk.deleteConfirm')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
