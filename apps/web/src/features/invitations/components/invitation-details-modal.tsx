/**
 * View: an invitation's details with the guest's personal link (Copy), and Resend e-mail
 * and Revoke while it is not revoked. Times show in the guide's timezone.
 */
import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconBan, IconCopy, IconMail } from '@tabler/icons-react';
import { MESSAGES, type TInvitation } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { useResendInvitation } from '../api/invitations.ts';
import { StatusBadge } from './status-badge.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { formatDateTime } from '../../../lib/formatting.ts';

type Props = {
  invitation: TInvitation | null;
  onClose: () => void;
  /** Asks to revoke (the page confirms first, with this modal closed). Absent: no Resend or Revoke. */
  onRevoke?: (invitation: TInvitation) => void;
  onChanged: (invitation: TInvitation) => void;
};

export function InvitationDetailsModal({ invitation, onClose, onRevoke, onChanged }: Props) {
  const resend = useResendInvitation();
  const at = (iso: string | null) => (iso && invitation ? formatDateTime(iso, invitation.timezone) : '');

  const rows: [string, ReactNode][] = invitation
    ? [
        [t('invitations.guide'), invitation.guide_title],
        [t('invitations.guest'), invitation.guest_name],
        ['E-mail', invitation.guest_email],
        [t('invitations.checkIn'), at(invitation.check_in)],
        [t('invitations.checkOut'), at(invitation.check_out)],
        [t('invitations.accessFrom'), at(invitation.access_from)],
        [t('invitations.accessTo'), at(invitation.access_to)],
        [t('invitations.status'), <StatusBadge key="s" status={invitation.status} />],
        [
          t('invitations.opened'),
          invitation.opened
            ? t('invitations.openedTimes', { count: invitation.open_count, first: at(invitation.opened_at) })
            : t('invitations.no'),
        ],
      ]
    : [];

  return (
    <Modal opened={invitation !== null} onClose={onClose} title={t('invitations.invitation')} size="lg">
      {invitation ? (
        <Stack gap="md">
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={130}>{label}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            {MESSAGES.invitation.timezoneNote(invitation.timezone)}
          </Text>
          <TextInput
            label={t('invitations.personalLink')}
            value={invitation.link}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            rightSectionWidth={90}
            rightSection={
              <Button
                size="compact-sm"
                leftSection={<IconCopy size={14} />}
                onClick={async () => {
                  if (await copyText(invitation.link)) toast.success(MESSAGES.invitation.linkCopied);
                  else toast.error(MESSAGES.share.copyFailed);
                }}
              >
                Copy
              </Button>
            }
          />
          <Group justify="space-between">
            <Group gap="xs">
              {onRevoke && invitation.status !== 'Revoked' ? (
                <>
                  <Button
                    variant="default"
                    leftSection={<IconMail size={16} />}
                    loading={resend.isPending}
                    onClick={() =>
                      resend.mutate(invitation.id_invitation, {
                        onSuccess: (updated) => {
                          onChanged(updated);
                          if (updated.email_sent) toast.success(MESSAGES.invitation.resent);
                          else toast.error(MESSAGES.invitation.sendFailed);
                        },
                        onError: (error) => toast.error(messageOf(error)),
                      })
                    }
                  >
                    {t('invitations.resendEMail')}
                  </Button>
                  <Button
                    variant="default"
                    color="red"
                    leftSection={<IconBan size={16} />}
                    onClick={() => onRevoke(invitation)}
                  >
                    {t('invitations.revoke')}
                  </Button>
                </>
              ) : null}
            </Group>
            <Button onClick={onClose}>{t('invitations.close')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
