/**
 * Shared topics in a guide's Content tab (the screen hands these to the categories feature's tab):
 * "Add shared topic" places one of the workspace's shared topics, last, into a category; a placed
 * one's row offers Remove from guide (the shared topic stays in the library) and Detach (it becomes
 * the guide's own copy, no longer following the shared one), each after a confirmation.
 */
import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconLinkOff, IconStack2, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import {
  useDetachSharedTopic,
  usePlaceSharedTopic,
  useSharedTopics,
  useUnplaceSharedTopic,
} from '../api/shared-topics.ts';

/** The button under a category's topics, and its dialog. */
export function AddSharedTopic({ guideId, categoryId }: { guideId: number; categoryId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="sm"
        leftSection={<IconStack2 size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('sharedUi.addShared')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('sharedUi.addShared')}
        centered
        closeButtonProps={{ 'aria-label': t('invitations.close') }}
      >
        {open ? <PlaceForm guideId={guideId} categoryId={categoryId} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function PlaceForm({ guideId, categoryId, onDone }: { guideId: number; categoryId: number; onDone: () => void }) {
  const topics = useSharedTopics();
  const place = usePlaceSharedTopic();
  const [chosen, setChosen] = useState<string | null>(null);
  // A guide shows a shared topic once: the ones it already shows are not offered.
  const offered = (topics.data ?? []).filter((topic) => !topic.placements.some((p) => p.id_guide === guideId));
  const submit = () => {
    if (!chosen) return;
    place.mutate(
      { id_shared_topic: Number(chosen), id_guide_content: categoryId },
      {
        onSuccess: () => {
          toast.success(t('sharedUi.placed'));
          onDone();
        },
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {topics.isSuccess && offered.length === 0 ? (
          <Text size="sm" c="dimmed">
            {topics.data.length === 0 ? t('sharedUi.noneYet') : t('sharedUi.allPlaced')}{' '}
            <Link to={ROUTES.sharedTopics}>{t('sharedUi.openLibrary')}</Link>
          </Text>
        ) : (
          <Select
            label={t('sharedUi.sharedTopic')}
            placeholder={topics.isPending ? t('layout.loadingEllipsis') : undefined}
            data={offered.map((topic) => ({ value: String(topic.id_shared_topic), label: topic.name }))}
            value={chosen}
            onChange={setChosen}
            searchable
            data-autofocus
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Text size="xs" c="dimmed">
          {t('sharedUi.placeHint')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={place.isPending}>
            {t('categories.cancel')}
          </Button>
          <Button type="submit" loading={place.isPending} disabled={!chosen}>
            {t('sharedUi.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A placed shared topic's own actions in its row: Remove from guide and Detach. */
export function PlacementActions({ topic }: { topic: { id_guide_topic: number; name: string } }) {
  const unplace = useUnplaceSharedTopic();
  const detach = useDetachSharedTopic();

  const onUnplace = async () => {
    const ok = await confirmDialog({
      title: t('sharedUi.unplaceTitle'),
      text: t('sharedUi.unplaceText', { name: topic.name }),
      confirmLabel: t('sharedUi.unplace'),
    });
    if (!ok) return;
    unplace.mutate(
      { id_guide_topic: topic.id_guide_topic, comment: '' },
      {
        onSuccess: () => toast.success(t('sharedUi.unplaced')),
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  };

  const onDetach = async () => {
    const ok = await confirmDialog({
      title: t('sharedUi.detachTitle'),
      text: t('sharedUi.detachText', { name: topic.name }),
      confirmLabel: t('sharedUi.detach'),
    });
    if (!ok) return;
    detach.mutate(
      { id_guide_topic: topic.id_guide_topic },
      {
        onSuccess: () => toast.success(t('sharedUi.detached')),
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  };

  return (
    <Group gap={2} wrap="nowrap" style={{ flex: 'none' }}>
      <Tooltip label={t('sharedUi.detach')}>
        <ActionIcon
          variant="subtle"
          aria-label={t('sharedUi.detachName', { name: topic.name })}
          loading={detach.isPending}
          onClick={() => void onDetach()}
        >
          <IconLinkOff size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('sharedUi.unplace')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('sharedUi.unplaceName', { name: topic.name })}
          loading={unplace.isPending}
          onClick={() => void onUnplace()}
        >
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
