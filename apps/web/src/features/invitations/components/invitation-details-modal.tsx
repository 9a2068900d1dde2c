/**
 * View: a stay's details in three tabs. Overview: its dates, status, where it came from, the
 * guest's personal link (Copy), and Resend e-mail and Revoke while it is not revoked. Stay: its
 * fields and door code, changed in place. Messages: its timed messages with Send now. Times show
 * in the guide's timezone; closing with unsaved changes asks first.
 */
import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { IconBan, IconCopy, IconMail } from '@tabler/icons-react';
import { MESSAGES, type TInvitation } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { useResendInvitation } from '../api/invitations.ts';
import { StatusBadge } from './status-badge.tsx';
import { SourceBadge } from './source-badge.tsx';
import { StayForm } from './stay-form.tsx';
import { accessDatesText } from '../invitation-form.ts';
import { StayMessages } from './stay-messages.tsx';
import { useGuardedClose } from '../../../components/ui/use-form-draft.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { formatDateTime } from '../../../lib/formatting.ts';

type Props = {
  invitation: TInvitation | null;
  onClose: () => void;
  /** Asks to revoke (the page confirms first, with this modal closed). Absent: no Resend or Revoke. */
  onRevoke?: (invitation: TInvitation) => void;
  onChanged: (invitation: TInvitation) => void;
  /** The stay's fields and Send now may be changed (invitations.write). */
  canWrite: boolean;
};

type Tab = 'overview' | 'stay' | 'messages';

export function InvitationDetailsModal({ invitation, onClose, onRevoke, onChanged, canWrite }: Props) {
  const resend = useResendInvitation();
  const { closeGuard, requestClose } = useGuardedClose(onClose);
  const [tab, setTab] = useState<Tab>('overview');
  // Each stay opens on its overview.
  const [shown, setShown] = useState<number | null>(null);
  if ((invitation?.id_invitation ?? null) !== shown) {
    setShown(invitation?.id_invitation ?? null);
    setTab('overview');
  }
  const at = (iso: string | null) => (iso && invitation ? formatDateTime(iso, invitation.timezone) : '');

  const rows: [string, ReactNode][] = invitation
    ? [
        [t('invitations.guide'), invitation.guide_title],
        [t('invitations.guest'), invitation.guest_name],
        [t('stays.email'), invitation.guest_email ?? '—'],
        [
          t('stays.source'),
          <Group key="source" gap="xs">
            <SourceBadge stay={invitation} />
            {invitation.reference ? <Text size="sm">{invitation.reference}</Text> : null}
          </Group>,
        ],
        [t('invitations.checkIn'), at(invitation.check_in)],
        [t('invitations.checkOut'), at(invitation.check_out)],
        [t('invitations.accessDates'), accessDatesText(invitation)],
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
    <Modal
      opened={invitation !== null}
      onClose={requestClose}
      title={t('invitations.invitation')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('invitations.close') }}
    >
      {invitation ? (
        <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'overview')}>
          <Tabs.List mb="md">
            <Tabs.Tab value="overview">{t('stays.overview')}</Tabs.Tab>
            <Tabs.Tab value="stay">{t('stays.stayTab')}</Tabs.Tab>
            <Tabs.Tab value="messages">{t('stays.messages')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="stay">
            <StayForm
              key={invitation.id_invitation}
              stay={invitation}
              canWrite={canWrite}
              closeGuard={closeGuard}
              onSaved={onChanged}
            />
          </Tabs.Panel>
          <Tabs.Panel value="messages">
            {tab === 'messages' ? <StayMessages stay={invitation} canWrite={canWrite} /> : null}
          </Tabs.Panel>
          <Tabs.Panel value="overview">
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
                // A link reads left to right in every language: its start stays in view.
                dir="ltr"
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
                    {t('invitations.copy')}
                  </Button>
                }
              />
              <Group justify="space-between">
                <Group gap="xs">
                  {/* A revoked or cancelled stay's link is closed: nothing to resend or revoke. */}
                  {onRevoke && invitation.status !== 'Revoked' && invitation.status !== 'Cancelled' ? (
                    <>
                      <Button
                        disabled={!invitation.guest_email}
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
                <Button onClick={requestClose}>{t('invitations.close')}</Button>
              </Group>
            </Stack>
          </Tabs.Panel>
        </Tabs>
      ) : null}
    </Modal>
  );
}
