/**
 * "Add a calendar": the export address, a label and the "Every event is a stay" switch, checked
 * with the contract's rules before sending. The server reads the calendar before it answers, so
 * the button spins meanwhile; the answer's first reading (status and counts) is then shown under
 * the form, and the new feed is in the list above. The draft survives a tab switch.
 */
import { useState } from 'react';
import { Button, CloseButton, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { CALENDAR_FEED, type TCalendarFeed } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useCreateCalendarFeed } from '../api/calendar-feeds.ts';
import { EMPTY_FEED_FORM, feedName, toFeedFormErrors, toFeedRequest, validateFeedForm } from '../feed-form.ts';
import { FeedOutcome } from './feed-outcome.tsx';

export function AddFeedForm({ guideId }: { guideId: number }) {
  const form = useFormDraft(EMPTY_FEED_FORM, { key: `calendar-feed:${guideId}`, validate: validateFeedForm });
  const create = useCreateCalendarFeed();
  const [added, setAdded] = useState<TCalendarFeed | null>(null);

  const submit = form.submitWith(async (values) => {
    setAdded(null);
    try {
      const feed = await create.mutateAsync(toFeedRequest(guideId, values));
      form.discard();
      setAdded(feed);
      toast.success(t('calendar.added'));
    } catch (error) {
      form.showRefusal(error, toFeedFormErrors);
      toast.error(messageOf(error));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`add-calendar-${guideId}`}>
      <Stack gap="sm">
        <Title order={3} fz="h5" id={`add-calendar-${guideId}`}>
          {t('calendar.addTitle')}
        </Title>
        <TextInput
          label={t('calendar.url')}
          description={t('calendar.urlHelp')}
          type="url"
          inputMode="url"
          autoComplete="off"
          dir="ltr"
          required
          maxLength={CALENDAR_FEED.URL_MAX}
          {...form.getInputProps('url')}
        />
        <TextInput
          label={t('calendar.label')}
          description={t('calendar.labelHelp')}
          maxLength={CALENDAR_FEED.LABEL_MAX}
          {...form.getInputProps('label')}
        />
        <Switch
          label={t('calendar.everyEventIsStay')}
          description={t('calendar.everyEventIsStayHelp')}
          {...form.getInputProps('everyEventIsStay', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={create.isPending}>
            {t('calendar.add')}
          </Button>
        </Group>
        {added ? (
          <Paper withBorder p="sm" role="status">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {t('calendar.firstReading', { name: feedName(added) })}
                </Text>
                <FeedOutcome feed={added} />
              </Stack>
              <CloseButton aria-label={t('calendar.closeResult')} onClick={() => setAdded(null)} />
            </Group>
          </Paper>
        ) : null}
      </Stack>
    </form>
  );
}
