/**
 * How a feed's last reading went: its status (ok, or the server's sentence in the host's language)
 * with an icon and colour, and the stays it created, changed and cancelled. Shown in each feed's
 * row and under "Add a calendar" after the first reading.
 */
import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { TCalendarFeed } from '@guidebook/contract';
import { formatNumber } from '../../../lib/formatting.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import classes from './feed-outcome.module.css';

/** The server's word for a reading without problems. */
const OK = 'ok';

export function feedIsOk(feed: Pick<TCalendarFeed, 'last_status'>): boolean {
  return feed.last_status === OK;
}

/** "4 new, 0 changed, 0 cancelled". */
export function feedCounts(feed: Pick<TCalendarFeed, 'stays_created' | 'stays_updated' | 'stays_cancelled'>): string {
  return t('calendar.counts', {
    created: formatNumber(feed.stays_created),
    updated: formatNumber(feed.stays_updated),
    cancelled: formatNumber(feed.stays_cancelled),
  });
}

/** The status a host reads: the ok sentence, the server's problem sentence, or "not read yet". */
export function feedStatusText(feed: Pick<TCalendarFeed, 'last_status'>): string {
  if (feed.last_status === null) return t('calendar.notReadYet');
  return feedIsOk(feed) ? t('calendar.statusOk') : feed.last_status;
}

export function FeedOutcome({ feed }: { feed: TCalendarFeed }) {
  const read = feed.last_status !== null;
  const ok = feedIsOk(feed);
  const Icon = ok ? IconCircleCheck : IconAlertTriangle;
  const tone = ok ? classes.ok : classes.problem;
  return (
    <>
      <Group gap={6} wrap="nowrap" align="flex-start">
        {read ? <Icon size={18} aria-hidden className={tone} style={{ flex: 'none', marginBlockStart: 2 }} /> : null}
        <Text
          size="sm"
          c={read ? undefined : 'dimmed'}
          fw={read ? 600 : undefined}
          className={read ? tone : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {feedStatusText(feed)}
        </Text>
      </Group>
      {read ? <Text size="sm">{feedCounts(feed)}</Text> : null}
    </>
  );
}
