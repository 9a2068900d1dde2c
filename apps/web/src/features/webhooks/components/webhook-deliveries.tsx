/**
 * One endpoint's latest delivery attempts, newest first: the event in words, when, the receiver's
 * status code, how long it took, and whether it succeeded (or when the next try is due); the newest
 * attempt of each delivery offers Redeliver. While `watchUntil` lies ahead (after a test or a
 * redelivery) the list is read again every few seconds, so the outcome shows without a reload.
 */
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { TWebhookAttempt } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDateTime, formatNumber } from '../../../lib/formatting.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useRedeliver, useWebhookAttempts } from '../api/webhooks.ts';
import { eventLabel } from '../webhook-form.ts';

const COLUMNS = [
  {
    get label() {
      return t('webhooksUi.event');
    },
  },
  {
    get label() {
      return t('webhooksUi.time');
    },
  },
  {
    get label() {
      return t('webhooksUi.statusCode');
    },
  },
  {
    get label() {
      return t('webhooksUi.duration');
    },
  },
  {
    get label() {
      return t('webhooksUi.result');
    },
  },
  {
    get label() {
      return t('webhooksUi.actions');
    },
  },
];

/** A 2xx answer: the receiver took the event. */
function succeeded(attempt: TWebhookAttempt): boolean {
  return attempt.status_code !== null && attempt.status_code >= 200 && attempt.status_code < 300;
}

function Result({ attempt }: { attempt: TWebhookAttempt }) {
  const ok = succeeded(attempt);
  return (
    <Stack gap={2} align="flex-start">
      {/* Dark shades under white text: at least 4.5:1 in both colour modes. */}
      <Badge color={ok ? 'teal.9' : 'red.9'} variant="filled" style={{ minWidth: 'max-content' }}>
        {ok ? t('webhooksUi.succeeded') : t('webhooksUi.failed')}
      </Badge>
      {attempt.delivery_status === 'pending' && attempt.next_retry_at ? (
        <Text size="xs">{t('webhooksUi.nextTry', { time: formatDateTime(attempt.next_retry_at) })}</Text>
      ) : null}
    </Stack>
  );
}

/**
 * Whether `until` (ms) lies ahead: true from the render it is set in (the first render of a list
 * opened by a test included), false once it passes.
 */
function useBefore(until: number): boolean {
  const [passed, setPassed] = useState(() => (until <= Date.now() ? until : null));
  useEffect(() => {
    const timer = setTimeout(() => setPassed(until), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  return passed !== until;
}

export function WebhookDeliveries({
  idWebhook,
  label,
  watchUntil,
  onRedelivered,
}: {
  idWebhook: number;
  /** Names the table (the endpoint's address). */
  label: string;
  watchUntil: number;
  onRedelivered: () => void;
}) {
  const watching = useBefore(watchUntil);
  const attempts = useWebhookAttempts(idWebhook, watching);
  const redeliver = useRedeliver(idWebhook);

  if (attempts.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{messageOf(attempts.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void attempts.refetch()}>
            {t('webhooksUi.tryAgain')}
          </Button>
        </Group>
      </Alert>
    );
  }

  // Rows come newest first: the first row of a delivery is its latest attempt, the one Redeliver belongs to.
  const seen = new Set<number>();
  return (
    <ListTable
      label={label}
      minWidth={720}
      columns={COLUMNS}
      loading={attempts.isPending}
      below={
        !attempts.isPending && attempts.data?.length === 0 ? (
          <Text ta="center" c="dimmed" role="status" py="md" px="sm" size="sm">
            {t('webhooksUi.noDeliveries')}
          </Text>
        ) : null
      }
    >
      {attempts.data?.map((attempt) => {
        const latest = !seen.has(attempt.id_delivery);
        seen.add(attempt.id_delivery);
        const event = eventLabel(attempt.event);
        const when = formatDateTime(attempt.attempted_at);
        return (
          <Table.Tr key={attempt.id_attempt}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {event}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={attempt.attempted_at}>{when}</time>
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" title={attempt.response || undefined}>
                {attempt.status_code ?? t('webhooksUi.noAnswer')}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {t('webhooksUi.milliseconds', { ms: formatNumber(attempt.duration_ms) })}
              </Text>
            </Table.Td>
            <Table.Td>
              <Result attempt={attempt} />
            </Table.Td>
            <Table.Td>
              {latest ? (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  aria-label={t('webhooksUi.redeliverLabel', { event, time: when })}
                  loading={redeliver.isPending && redeliver.variables === attempt.id_delivery}
                  onClick={() =>
                    redeliver.mutate(attempt.id_delivery, {
                      onSuccess: () => {
                        toast.success(t('webhooksUi.redelivered'));
                        onRedelivered();
                      },
                      onError: (error) => toast.error(messageOf(error)),
                    })
                  }
                >
                  {t('webhooksUi.redeliver')}
                </Button>
              ) : null}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
