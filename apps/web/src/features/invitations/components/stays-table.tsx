/**
 * The stays list: guest (and guide), where the stay came from, its dates in the guide's timezone,
 * status, whether the link was opened, whether a door code is set (never the code itself), the
 * next timed message not yet sent, the personal link to copy, and View / Delete.
 */
import { ActionIcon, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconEye, IconKey } from '@tabler/icons-react';
import { MESSAGES, type TInvitation } from '@guidebook/contract';
import { StatusBadge } from './status-badge.tsx';
import { SourceBadge } from './source-badge.tsx';
import { ListTable, ListEmpty, RowDelete, type ListColumn } from '../../../components/ui/list-table.tsx';
import { HelpLink } from '../../../components/help-link.tsx';
import { toast } from '../../../components/ui/dialogs.tsx';
import { copyText } from '../../../lib/copy-text.ts';
import { formatDateTime } from '../../../lib/formatting.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

function columns(): ListColumn[] {
  return [
    t('invitations.inviteeName'),
    t('stays.source'),
    t('stays.dates'),
    t('invitations.status'),
    t('invitations.opened'),
    t('stays.doorCode'),
    t('stays.nextMessage'),
    t('stays.link'),
    t('invitations.actions'),
  ];
}

type Props = {
  stays: TInvitation[] | undefined;
  loading: boolean;
  /** The list is filtered: an empty one says so rather than "no invitations yet". */
  filtered: boolean;
  deletingId?: number;
  onView: (stay: TInvitation) => void;
  /** Absent: no Delete (the role may not change invitations). */
  onDelete?: (stay: TInvitation) => void;
};

async function copyLink(stay: TInvitation) {
  if (await copyText(stay.link)) toast.success(MESSAGES.invitation.linkCopied);
  else toast.error(MESSAGES.share.copyFailed);
}

/** The stay's next timed message: its rule and when it is due, or that it waits for the guest's e-mail. */
function NextMessage({ stay }: { stay: TInvitation }) {
  const next = stay.next_message;
  if (!next) return <Text size="sm">—</Text>;
  return (
    <Stack gap={0} maw={200}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {next.rule_name}
      </Text>
      <Text size="xs" c="dimmed">
        {next.status === 'waiting' || !next.due_at
          ? MESSAGES.stayMessages.status.waiting
          : formatDateTime(next.due_at, stay.timezone)}
      </Text>
    </Stack>
  );
}

export function StaysTable({ stays, loading, filtered, deletingId, onView, onDelete }: Props) {
  return (
    <ListTable
      label={t('invitations.invitations')}
      minWidth={1080}
      columns={columns()}
      loading={loading}
      placeholderRows={3}
      below={
        !loading && stays?.length === 0 ? (
          filtered ? (
            <ListEmpty message={t('stays.noneMatch')} />
          ) : (
            <ListEmpty
              message={MESSAGES.invitation.empty}
              help={<HelpLink article="invitations">{t('invitations.howInvitationsWork')}</HelpLink>}
            />
          )
        ) : null
      }
    >
      {stays?.map((stay) => (
        <Table.Tr key={stay.id_invitation}>
          <Table.Td>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {stay.guest_name}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {stay.guide_title}
            </Text>
          </Table.Td>
          <Table.Td>
            <SourceBadge stay={stay} />
          </Table.Td>
          <Table.Td>
            <Stack gap={0}>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(stay.check_in, stay.timezone)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {/* A dash, not an arrow: it reads the same way in a right-to-left language. */}–{' '}
                {formatDateTime(stay.check_out, stay.timezone)}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            <StatusBadge status={stay.status} />
          </Table.Td>
          <Table.Td>{stay.opened ? t('invitations.yes') : t('invitations.no')}</Table.Td>
          <Table.Td>
            {stay.door_code ? (
              <Group gap={4} wrap="nowrap">
                <IconKey size={16} aria-hidden />
                <Text size="sm">{t('stays.doorCodeSet')}</Text>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('stays.doorCodeNotSet')}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <NextMessage stay={stay} />
          </Table.Td>
          <Table.Td>
            <Tooltip label={t('stays.copyLink')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('stays.copyLinkOf', { guest_name: stay.guest_name })}
                onClick={() => void copyLink(stay)}
              >
                <IconCopy size={18} />
              </ActionIcon>
            </Tooltip>
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('invitations.view')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('invitations.viewInvitationOfGuestName', { guest_name: stay.guest_name })}
                  onClick={() => onView(stay)}
                >
                  <IconEye size={18} />
                </ActionIcon>
              </Tooltip>
              {onDelete ? (
                <RowDelete
                  label={t('invitations.deleteInvitationOfGuestName', { guest_name: stay.guest_name })}
                  loading={deletingId === stay.id_invitation}
                  onClick={() => onDelete(stay)}
                />
              ) : null}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
