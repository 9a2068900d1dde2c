/**
 * A guide's calendar feeds, one bordered row each (stacked, so a phone needs no sideways scroll):
 * its name (label, else the address's host), the address shortened, when it was last read, how that
 * went, and for those who may change feeds "Sync now" (a spinner, then the result as a toast) and
 * Delete (asked first; the stays it made remain).
 */
import { useId, useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { TCalendarFeed } from '@guidebook/contract';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { RowDelete } from '../../../components/ui/list-table.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/formatting.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useCalendarFeeds, useDeleteCalendarFeed, useSyncCalendarFeed } from '../api/calendar-feeds.ts';
import { feedName, shortFeedUrl } from '../feed-form.ts';
import { FeedOutcome, feedCounts, feedIsOk, feedStatusText } from './feed-outcome.tsx';

type Props = { guideId: number; canWrite: boolean };

export function FeedList({ guideId, canWrite }: Props) {
  const feeds = useCalendarFeeds(guideId);
  if (feeds.isPending)
    return (
      <Stack gap="sm">
        <Skeleton h={88} radius="sm" />
      </Stack>
    );
  if (feeds.isError)
    return (
      <Alert color="red" role="alert">
        {t('calendar.loadFailed')}
      </Alert>
    );
  if (feeds.data.length === 0)
    return (
      <Text ta="center" c="dimmed" role="status" py="md" px="sm">
        {t('calendar.empty')}
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" aria-label={t('calendar.feedsTitle')} style={{ listStyle: 'none', padding: 0 }}>
      {feeds.data.map((feed) => (
        <FeedRow key={feed.id_calendar_feed} feed={feed} canWrite={canWrite} />
      ))}
    </Stack>
  );
}

function FeedRow({ feed, canWrite }: { feed: TCalendarFeed; canWrite: boolean }) {
  const nameId = useId();
  const sync = useSyncCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [deleting, setDeleting] = useState(false);
  const name = feedName(feed);

  const syncNow = () =>
    sync.mutate(feed, {
      onSuccess: (read) => {
        if (feedIsOk(read)) toast.success(t('calendar.synced', { name: feedName(read), counts: feedCounts(read) }));
        else toast.error(t('calendar.syncProblem', { name: feedName(read), status: feedStatusText(read) }));
      },
      onError: (error) => toast.error(messageOf(error)),
    });

  const confirmDelete = async () => {
    if (!(await confirmDialog({ title: t('calendar.deleteTitle'), text: t('calendar.deleteText', { name }) }))) return;
    setDeleting(true);
    remove.mutate(feed, {
      onSuccess: () => toast.success(t('calendar.deleted')),
      onError: (error) => toast.error(messageOf(error)),
      onSettled: () => setDeleting(false),
    });
  };

  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 15rem', minWidth: 0 }}>
          <Text fw={600} id={nameId} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm" c="dimmed" title={feed.url} style={{ overflowWrap: 'anywhere' }}>
            {/* An address reads left to right, also inside a right-to-left page. */}
            <bdi dir="ltr">{shortFeedUrl(feed.url)}</bdi>
          </Text>
          <Text size="sm" c="dimmed">
            {feed.last_synced_at
              ? t('calendar.lastRead', { time: formatDateTime(feed.last_synced_at) })
              : t('calendar.notReadYet')}
          </Text>
          {feed.last_synced_at ? <FeedOutcome feed={feed} /> : null}
        </Stack>
        {canWrite ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={sync.isPending}
              aria-describedby={nameId}
              onClick={syncNow}
            >
              {t('calendar.syncNow')}
            </Button>
            <RowDelete
              label={t('calendar.deleteName', { name })}
              loading={deleting}
              onClick={() => void confirmDelete()}
            />
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
