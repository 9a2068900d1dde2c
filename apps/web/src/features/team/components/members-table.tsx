/**
 * The workspace's members and pending invitations: Member (name, e-mail), Role, Guides, Status,
 * Since, and, for those who manage members, Change role, Resend (invitations) and Remove. The
 * owner's row and one's own row offer nothing.
 */
import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconMailForward, IconPencil, IconTrash } from '@tabler/icons-react';
import { MESSAGES, type TMember } from '@guidebook/contract';
import { RoleBadge } from '../../../components/ui/role-badge.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { formatDate, formatDateTime } from '../../../lib/formatting.ts';
import { canActOn, guideScopeText, memberName, SCOPE_NAMES_SHOWN, type GuideChoice } from '../member-form.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

type Props = {
  members: TMember[] | undefined;
  loading: boolean;
  guides: readonly GuideChoice[];
  /** The signed-in user's e-mail: their own row is marked and offers nothing. */
  ownEmail: string | undefined;
  /** false: the list only (no actions column). */
  manage: boolean;
  busyId?: number;
  onModify: (member: TMember) => void;
  onRemove: (member: TMember) => void;
  onResend: (member: TMember) => void;
};

/** Active (filled) or Invited (outlined, with when its link stops working): told apart without colour. */
function Status({ member }: { member: TMember }) {
  if (member.status === 'active') {
    return (
      <Badge color="teal.9" variant="filled" style={{ minWidth: 'max-content' }}>
        {t('team.active')}
      </Badge>
    );
  }
  return (
    <>
      <Badge color="gray.7" variant="outline" style={{ minWidth: 'max-content' }}>
        {t('team.invited')}
      </Badge>
      {member.expires_at ? (
        <Text size="xs" c="dimmed" mt={2} style={{ whiteSpace: 'nowrap' }}>
          {t('team.linkUntil')} <time dateTime={member.expires_at}>{formatDateTime(member.expires_at)}</time>
        </Text>
      ) : null}
    </>
  );
}

export function MembersTable({
  members,
  loading,
  guides,
  ownEmail,
  manage,
  busyId,
  onModify,
  onRemove,
  onResend,
}: Props) {
  const columns = [
    t('team.member'),
    t('team.role'),
    t('team.guides'),
    t('team.status'),
    t('team.since'),
    ...(manage ? [t('team.actions')] : []),
  ];
  const others = members?.filter((m) => m.role !== 'owner' && canActOn(m, ownEmail)) ?? [];
  return (
    <ListTable
      label={t('team.members')}
      minWidth={manage ? 820 : 700}
      columns={columns}
      loading={loading}
      below={
        manage && !loading && members && others.length === 0 ? (
          <Text ta="center" c="dimmed" role="status" py="lg" px="sm">
            {MESSAGES.team.empty}
          </Text>
        ) : null
      }
    >
      {members?.map((member) => {
        const name = memberName(member);
        const isOwnRow = ownEmail !== undefined && member.email.toLowerCase() === ownEmail.toLowerCase();
        const actionable = canActOn(member, ownEmail);
        return (
          <Table.Tr key={member.id_member}>
            <Table.Td>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {name || member.email}
                {isOwnRow ? (
                  <Text span size="sm" c="dimmed" fw={400}>
                    {' '}
                    {t('team.you')}
                  </Text>
                ) : null}
              </Text>
              {name ? (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {member.email}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <RoleBadge role={member.role} />
            </Table.Td>
            <Table.Td>
              {/* The first few names and "+N more"; the whole list on hover. */}
              <Text
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
                title={guideScopeText(member.guides, guides, member.tags)}
              >
                {guideScopeText(member.guides, guides, member.tags, SCOPE_NAMES_SHOWN)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Status member={member} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={member.date_created}>{formatDate(member.date_created)}</time>
              </Text>
            </Table.Td>
            {manage ? (
              <Table.Td>
                {actionable ? (
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('team.changeRole')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('team.changeRoleOfEmail', { email: member.email })}
                        onClick={() => onModify(member)}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    {member.status === 'invited' ? (
                      <Tooltip label={t('team.resendInvitation')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('team.resendInvitationToEmail', { email: member.email })}
                          loading={busyId === member.id_member}
                          onClick={() => onResend(member)}
                        >
                          <IconMailForward size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                    <Tooltip label={t('team.remove')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('team.removeEmail', { email: member.email })}
                        onClick={() => onRemove(member)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                ) : null}
              </Table.Td>
            ) : null}
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
