/**
 * A stay's timed messages (one per message rule): when each is due in the guide's timezone, its
 * status and, for a failed, skipped or cancelled one, why; "Send now" sends one to the guest at
 * once (again, when it was sent; instead of at its time, after a confirmation, when it is still ahead).
 */
import { Alert, Badge, Button, Stack, Table, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { MESSAGES, type TInvitation, type TStayMessage, type TStayMessageStatus } from '@guidebook/contract';
import { ListEmpty } from '../../../components/ui/list-table.tsx';
import { TableScroll } from '../../../components/ui/table-scroll.tsx';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/formatting.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useSendMessageNow, useStayMessages } from '../api/invitations.ts';

/** Dark shades under white text: at least 4.5:1 contrast in both colour modes. */
const COLOR: Record<TStayMessageStatus, string> = {
  scheduled: 'blue.9',
  sent: 'teal.9',
  failed: 'red.9',
  skipped: 'gray.7',
  cancelled: 'grape.9',
  waiting: 'orange.9',
};

export function MessageStatusBadge({ message }: { message: Pick<TStayMessage, 'status' | 'status_text'> }) {
  return (
    <Badge color={COLOR[message.status]} variant="filled" tt="none" style={{ maxWidth: '100%' }}>
      {message.status_text}
    </Badge>
  );
}

type Props = {
  stay: TInvitation;
  /** Send now is offered (the role may change invitations). */
  canWrite: boolean;
};

export function StayMessages({ stay, canWrite }: Props) {
  const messages = useStayMessages(stay.id_invitation);
  const sendNow = useSendMessageNow();
  // Sending needs an address, and a cancelled stay sends nothing: the server says so too.
  const canSend = canWrite && stay.status !== 'Cancelled' && !!stay.guest_email;

  if (messages.isPending) return <LoadingBlock label={t('stays.loadingMessages')} h={120} />;
  if (messages.isError)
    return (
      <Alert color="red" role="alert">
        {messageOf(messages.error)}
      </Alert>
    );
  if (messages.data.length === 0) return <ListEmpty message={t('stays.noMessages')} />;

  const send = async (message: TStayMessage) => {
    // A message still ahead is sent instead of then, filled as of now: the host says so first.
    if (message.status === 'scheduled' && message.due_at && new Date(message.due_at).getTime() > Date.now()) {
      const early = await confirmDialog({
        title: t('stays.sendEarlyTitle'),
        text: t('stays.sendEarlyText', { date: formatDateTime(message.due_at, stay.timezone) }),
        confirmLabel: t('stays.sendNow'),
      });
      if (!early) return;
    }
    sendNow.mutate(
      { id_invitation: stay.id_invitation, id_message_rule: message.id_message_rule },
      {
        onSuccess: () => toast.success(MESSAGES.stayMessages.sentNow),
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  };

  return (
    <Stack gap="xs">
      {canWrite && !stay.guest_email ? (
        <Text size="sm" c="dimmed">
          {MESSAGES.stayMessages.noEmail}
        </Text>
      ) : null}
      <TableScroll minWidth={560} label={t('stays.messages')}>
        <Table verticalSpacing="xs" aria-label={t('stays.messages')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stays.rule')}</Table.Th>
              <Table.Th>{t('stays.due')}</Table.Th>
              <Table.Th>{t('invitations.status')}</Table.Th>
              {canWrite ? <Table.Th>{t('invitations.actions')}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {messages.data.map((message) => (
              <Table.Tr key={message.id_message_rule}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{message.rule_name}</Table.Td>
                <Table.Td>
                  <Text size="sm">{message.due_at ? formatDateTime(message.due_at, stay.timezone) : '—'}</Text>
                  {message.sent_at ? (
                    <Text size="xs" c="dimmed">
                      {t('stays.sentAt', { date: formatDateTime(message.sent_at, stay.timezone) })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <MessageStatusBadge message={message} />
                  {message.reason ? (
                    <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
                      {message.reason}
                    </Text>
                  ) : null}
                </Table.Td>
                {canWrite ? (
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconSend size={14} />}
                      disabled={!canSend}
                      loading={sendNow.isPending && sendNow.variables.id_message_rule === message.id_message_rule}
                      aria-label={t('stays.sendNowRule', { name: message.rule_name })}
                      onClick={() => void send(message)}
                    >
                      {t('stays.sendNow')}
                    </Button>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Stack>
  );
}
