/** Invites home table: #, Invitee Name, E-mail, Access Dates, Status, Opened, Actions (View, Delete). */
import { ActionIcon, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { MESSAGES, type TInvitation } from '@guidebook/contract';
import { accessDatesText } from '../invitation-form.ts';
import { StatusBadge } from './status-badge.tsx';
import { ListTable, ListEmpty, RowDelete } from '../../../components/ui/list-table.tsx';
import { HelpLink } from '../../../components/help-link.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const COLUMNS = [
  '#',
  {
    get label() {
      return t('invitations.inviteeName');
    },
  },
  'E-mail',
  {
    get label() {
      return t('invitations.accessDates');
    },
  },
  {
    get label() {
      return t('invitations.status');
    },
  },
  {
    get label() {
      return t('invitations.opened');
    },
  },
  {
    get label() {
      return t('invitations.actions');
    },
  },
];

type Props = {
  invitations: TInvitation[] | undefined;
  loading: boolean;
  deletingId?: number;
  onView: (invitation: TInvitation) => void;
  /** Absent: no Delete (the role may not change invitations). */
  onDelete?: (invitation: TInvitation) => void;
};

export function InvitationsTable({ invitations, loading, deletingId, onView, onDelete }: Props) {
  return (
    <ListTable
      label={t('invitations.invitations')}
      minWidth={760}
      columns={COLUMNS}
      loading={loading}
      placeholderRows={3}
      below={
        !loading && invitations?.length === 0 ? (
          <ListEmpty
            message={MESSAGES.invitation.empty}
            help={<HelpLink article="invitations">How invitations and hidden information work</HelpLink>}
          />
        ) : null
      }
    >
      {invitations?.map((inv, index) => (
        <Table.Tr key={inv.id_invitation}>
          <Table.Td>{index + 1}</Table.Td>
          <Table.Td>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {inv.guest_name}
            </Text>
            <Text size="xs" c="dimmed">
              {inv.guide_title}
            </Text>
          </Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{inv.guest_email}</Table.Td>
          <Table.Td>
            <Text size="sm">{accessDatesText(inv)}</Text>
          </Table.Td>
          <Table.Td>
            <StatusBadge status={inv.status} />
          </Table.Td>
          <Table.Td>{inv.opened ? t('invitations.yes') : t('invitations.no')}</Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('invitations.view')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('invitations.viewInvitationOfGuestName', { guest_name: inv.guest_name })}
                  onClick={() => onView(inv)}
                >
                  <IconEye size={18} />
                </ActionIcon>
              </Tooltip>
              {onDelete ? (
                <RowDelete
                  label={t('invitations.deleteInvitationOfGuestName', { guest_name: inv.guest_name })}
                  loading={deletingId === inv.id_invitation}
                  onClick={() => onDelete(inv)}
                />
              ) : null}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
