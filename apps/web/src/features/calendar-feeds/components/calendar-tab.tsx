/**
 * The edit screen's Calendar tab: the guide's calendars (Airbnb, Vrbo, Booking.com or any iCal
 * address) whose bookings become stays, with "Add a calendar"; the guide's stays as a secret calendar
 * address for other apps; and the CSV import of stays. Without invitations.write (a viewer) the
 * calendars and the address are shown only: no sync, delete, add, new address or import.
 */
import type { ReactNode } from 'react';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { HelpLink } from '../../../components/help-link.tsx';
import { usePermission } from '../../../lib/permissions.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { AddFeedForm } from './add-feed-form.tsx';
import { ExportAddress } from './export-address.tsx';
import { FeedList } from './feed-list.tsx';
import { ImportStays } from './import-stays.tsx';

/** `article`: the Help Center article that explains the section, when there is one. */
function Section({
  title,
  help,
  article,
  children,
}: {
  title: string;
  help: string;
  article?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {article ? <HelpLink article={article} /> : null}
      </Group>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {help}
      </Text>
      {children}
    </Paper>
  );
}

type Props = {
  guideId: number;
  /** The guide's default language (the CSV example's stays are in it). */
  defaultLanguage: string | undefined;
};

export function CalendarTab({ guideId, defaultLanguage }: Props) {
  const canWrite = usePermission('invitations.write');
  return (
    <Stack gap="lg">
      <Section title={t('calendar.feedsTitle')} help={t('calendar.feedsHelp')} article="calendar-feeds">
        <FeedList guideId={guideId} canWrite={canWrite} />
        {canWrite ? (
          <>
            <Divider my="lg" />
            <AddFeedForm guideId={guideId} />
          </>
        ) : null}
      </Section>
      <Section title={t('calendar.exportTitle')} help={t('calendar.exportHelp')}>
        <ExportAddress guideId={guideId} canWrite={canWrite} />
      </Section>
      {canWrite ? (
        <Section title={t('calendar.importTitle')} help={t('calendar.importHelp')} article="import-stays">
          <ImportStays guideId={guideId} defaultLanguage={defaultLanguage} />
        </Section>
      ) : null}
    </Stack>
  );
}
