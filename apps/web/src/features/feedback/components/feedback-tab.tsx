/**
 * The edit screen's Feedback tab: what guests rated and wrote after their stay (the average and
 * count, then each answer, newest first), and the guide's review links, shown to a guest who
 * rates the stay 4 or 5 stars. Without guides.write (a viewer) the links are shown only.
 */
import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { FEEDBACK, MESSAGES, type TFeedbackEntry, type TFeedbackList } from '@guidebook/contract';
import { HelpLink } from '../../../components/help-link.tsx';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDate, formatNumber } from '../../../lib/formatting.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { useFeedbackList, useSaveReviewLinks } from '../api/feedback.ts';
import {
  toReviewLinksForm,
  toReviewLinksRequest,
  validateReviewLinksForm,
  type ReviewLinksFormValues,
} from '../review-links-form.ts';

/** Five stars, as many filled as the rating (rounded), named for screen readers. */
function Stars({ rating }: { rating: number }) {
  const filled = Math.round(rating);
  return (
    <Text component="span" role="img" aria-label={t('feedback.stars', { n: rating })} c="orange.8" fz="lg">
      {'★'.repeat(filled)}
      <Text component="span" c="gray.5" inherit>
        {'★'.repeat(5 - filled)}
      </Text>
    </Text>
  );
}

function Entry({ entry }: { entry: TFeedbackEntry }) {
  return (
    <Paper withBorder p="sm" component="li" data-testid="feedback-entry">
      <Group justify="space-between" align="baseline" gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {entry.guest_name}
        </Text>
        <Text size="sm" c="dimmed">
          {t('feedback.stay', { from: formatDate(entry.check_in), to: formatDate(entry.check_out) })}
        </Text>
      </Group>
      <Stars rating={entry.rating} />
      {entry.comment ? (
        <Text mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} dir="auto">
          {entry.comment}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" mt={4}>
        {t('feedback.given', { date: formatDate(entry.updated_at) })}
      </Text>
    </Paper>
  );
}

function Summary({ list }: { list: TFeedbackList }) {
  if (list.count === 0 || list.average === null) return <Text c="dimmed">{t('feedback.none')}</Text>;
  return (
    <Group gap="sm" align="center" role="status">
      <Text fz="h2" fw={700} data-testid="feedback-average">
        {formatNumber(list.average)}
      </Text>
      <Stars rating={list.average} />
      <Text c="dimmed">{t('feedback.count', { n: list.count })}</Text>
    </Group>
  );
}

function ReviewLinksForm({ guideId, list, readOnly }: { guideId: number; list: TFeedbackList; readOnly: boolean }) {
  const saved = toReviewLinksForm(list.review_links);
  const form = useFormDraft<ReviewLinksFormValues>(saved, {
    key: `review-links:${guideId}`,
    validate: validateReviewLinksForm,
  });
  const save = useSaveReviewLinks(guideId);
  const outcome = form.saveOutcome(MESSAGES.feedback.reviewLinksSaved);
  const submit = form.submitWith((values) =>
    save.mutateAsync(toReviewLinksRequest(guideId, values)).then(outcome.onSuccess, outcome.onError),
  );
  const field = (name: keyof ReviewLinksFormValues, label: string) => (
    <TextInput
      label={label}
      type="url"
      inputMode="url"
      dir="ltr"
      autoComplete="off"
      maxLength={FEEDBACK.REVIEW_URL_MAX}
      readOnly={readOnly}
      {...form.getInputProps(name)}
    />
  );
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`review-links-${guideId}`}>
      <Stack gap="sm">
        <Title order={3} fz="h5" id={`review-links-${guideId}`}>
          {t('feedback.linksTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('feedback.linksHelp')}
        </Text>
        {field('airbnb', t('feedback.airbnb'))}
        {field('google', t('feedback.google'))}
        {field('booking', t('feedback.booking'))}
        {readOnly ? null : (
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('feedback.saveLinks')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

export function FeedbackTab({ guideId }: { guideId: number }) {
  const list = useFeedbackList(guideId);
  const canWrite = usePermission('guides.write');
  if (list.isPending) return <Loader aria-label={t('feedback.loading')} />;
  if (list.isError)
    return (
      <Alert color="red" role="alert">
        {messageOf(list.error)}
      </Alert>
    );
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="feedback-title">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} fz="h4" id="feedback-title">
            {t('feedback.title')}
          </Title>
          <HelpLink article="guest-feedback" />
        </Group>
        <Text size="sm" c="dimmed" mt={4} mb="md">
          {t('feedback.help')}
        </Text>
        <Summary list={list.data} />
        {list.data.entries.length > 0 ? (
          <Stack component="ul" gap="sm" mt="md" p={0} style={{ listStyle: 'none' }}>
            {list.data.entries.map((entry) => (
              <Entry key={entry.id_feedback} entry={entry} />
            ))}
          </Stack>
        ) : null}
      </Paper>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section">
        <ReviewLinksForm guideId={guideId} list={list.data} readOnly={!canWrite} />
      </Paper>
    </Stack>
  );
}
