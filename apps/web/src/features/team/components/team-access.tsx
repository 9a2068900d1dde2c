/**
 * Grand User Access (My Account, /team): the workspace's members with their role and guides,
 * pending invitations, Invite, Change role, Resend and Remove (after confirming). Without
 * members.manage the list is shown as it is, with nothing to change. The owner of a client
 * workspace also finds Transfer ownership and Delete workspace below.
 */
import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { MESSAGES, type TMember } from '@guidebook/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useMembers, useRemoveMember, useResendInvitation } from '../api/team.ts';
import type { GuideChoice } from '../member-form.ts';
import { MembersTable } from './members-table.tsx';
import { MemberModal, type MemberEditing } from './member-modal.tsx';
import { WorkspaceOwnership, type Ownership } from './workspace-ownership.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

type Props = {
  /** The workspace's guides, to choose from and to name in the list. */
  guides: readonly GuideChoice[];
  guidesLoading: boolean;
  /** The workspace's name, in the introduction. */
  workspaceName: string | undefined;
  ownEmail: string | undefined;
  /** members.manage: Invite, Change role, Resend and Remove are offered. */
  manage: boolean;
  /** The owner of a client workspace: Transfer ownership and Delete workspace are offered; null otherwise. */
  ownership?: Ownership | null;
};

export function TeamAccess({ guides, guidesLoading, workspaceName, ownEmail, manage, ownership = null }: Props) {
  const members = useMembers();
  const remove = useRemoveMember();
  const resend = useResendInvitation();
  const [editing, setEditing] = useState<MemberEditing | null>(null);

  const onRemove = async (member: TMember) => {
    const ok = await confirmDialog({ title: MESSAGES.team.removeTitle, text: MESSAGES.team.removeText });
    if (!ok) return;
    remove.mutate(member.id_member, {
      onSuccess: () => toast.success(MESSAGES.team.removed),
      onError: (error) => toast.error(messageOf(error)),
    });
  };

  const onResend = (member: TMember) =>
    resend.mutate(member.id_member, {
      onSuccess: () => toast.success(MESSAGES.team.resent),
      onError: (error) => toast.error(messageOf(error)),
    });

  return (
    <>
      <PageHeader
        title={t('team.grandUserAccess')}
        actions={
          manage ? (
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setEditing({ member: null })}>
              {t('team.inviteMember')}
            </Button>
          ) : undefined
        }
      />
      <Text size="sm" maw={720} mb="lg">
        {workspaceName ? t('team.whoWorksInWorkspacenameAnd', { workspaceName }) : null}
        {t('team.anAdminCanDoEverything')}
      </Text>
      {manage ? null : (
        <Alert color="blue" mb="md" role="status">
          {t('team.onlyTheOwnerAndAdmins')}
        </Alert>
      )}
      {members.isError ? (
        <Alert mb="md" color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">
              {members.error instanceof ApiError && members.error.envelope
                ? messageOf(members.error)
                : MESSAGES.team.loadFailed}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => void members.refetch()}>
              {t('team.tryAgain')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <MembersTable
          members={members.data}
          loading={members.isPending}
          guides={guides}
          ownEmail={ownEmail}
          manage={manage}
          busyId={resend.isPending ? resend.variables : undefined}
          onModify={(member) => setEditing({ member })}
          onRemove={(member) => void onRemove(member)}
          onResend={onResend}
        />
      )}
      {ownership ? <WorkspaceOwnership ownership={ownership} members={members.data} /> : null}
      <MemberModal editing={editing} onClose={() => setEditing(null)} guides={guides} guidesLoading={guidesLoading} />
    </>
  );
}
