/**
 * A team invitation's page (/public/team_invitation?vc=..&vi=..): who invited which e-mail
 * address to which workspace, with which role. Signed in as that address: Accept, which switches
 * to the workspace and opens its dashboard. Signed out: Log in or Sign up, which come back here.
 * Signed in as someone else: the invitation says whom it is for, and signing out comes back here.
 */
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCheck, IconLogin, IconLogout, IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MESSAGES, RESULT, type TTeamInvitationQuery } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { RoleBadge } from '../../../components/ui/role-badge.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { loginPathFor, rememberReturnPath } from '../../../lib/return-path.ts';
import { switchWorkspace } from '../../../lib/workspace.ts';
import { useAcceptInvitation, useTeamInvitation } from '../api/team.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { RichText } from '../../../lib/i18n/rich-text.tsx';

/** "an admin", "an editor", "a viewer": the role as the invitation's sentence names it. */
function roleWithArticle(role: string): string {
  switch (role) {
    case 'owner':
      return t('team.asOwner');
    case 'admin':
      return t('team.asAdmin');
    case 'editor':
      return t('team.asEditor');
    case 'viewer':
      return t('team.asViewer');
    default:
      return role;
  }
}

type Props = {
  link: TTeamInvitationQuery | null;
  /** This page's own address, to come back to after signing in. */
  here: string;
  /** The signed-in user's e-mail; null when signed out. */
  signedInAs: string | null;
};

export function TeamInvitation({ link, here, signedInAs }: Props) {
  const invitation = useTeamInvitation(link);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();

  if (!link) {
    return (
      <Alert color="red" role="alert">
        {MESSAGES.team.invitationInvalid}
      </Alert>
    );
  }
  if (invitation.isPending) {
    return (
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{t('team.loadingTheInvitation')}</Text>
      </Stack>
    );
  }
  if (invitation.isError) {
    const error = invitation.error;
    return (
      <Alert color="red" role="alert">
        {error instanceof ApiError && error.code === RESULT.NOT_FOUND
          ? MESSAGES.team.invitationInvalid
          : messageOf(error)}
      </Alert>
    );
  }

  const { workspace, invited_by: invitedBy, email, role } = invitation.data;
  const rightAccount = signedInAs !== null && signedInAs.toLowerCase() === email.toLowerCase();

  const onAccept = () =>
    accept.mutate(link, {
      onSuccess: async (joined) => {
        try {
          await switchWorkspace(joined.id_workspace);
        } catch (error) {
          toast.error(messageOf(error));
        }
        toast.success(MESSAGES.team.accepted(joined.name));
        navigate(ROUTES.mainPanel, { replace: true });
      },
      onError: (error) => toast.error(messageOf(error)),
    });

  const signOut = () => {
    rememberReturnPath(here);
    navigate(ROUTES.logout);
  };

  return (
    <Stack gap="md">
      <Text>
        <RichText
          i18nKey={'team.invitedToWorkIn'}
          values={{ invitedBy, email, workspace, role: roleWithArticle(role) }}
          components={{
            strong: <Text span fw={700} />,
            address: <Text span fw={700} style={{ overflowWrap: 'anywhere' }} />,
          }}
        />
      </Text>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('team.role')}
        </Text>
        <RoleBadge role={role} />
      </Group>
      {signedInAs === null ? (
        <>
          <Text size="sm">{t('team.signInWithEmailTo', { email })}</Text>
          <Group grow>
            <Button
              leftSection={<IconLogin size={16} aria-hidden />}
              onClick={() => {
                rememberReturnPath(here);
                navigate(loginPathFor(ROUTES.login, here));
              }}
            >
              {t('team.logIn')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => {
                rememberReturnPath(here);
                navigate(ROUTES.signup);
              }}
            >
              {t('team.signUp')}
            </Button>
          </Group>
        </>
      ) : rightAccount ? (
        <Button leftSection={<IconCheck size={16} aria-hidden />} loading={accept.isPending} onClick={onAccept}>
          {t('team.accept')}
        </Button>
      ) : (
        <>
          <Alert color="yellow" role="alert" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
            {MESSAGES.team.wrongAccount(email)}
          </Alert>
          <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut}>
            {t('team.signOut')}
          </Button>
        </>
      )}
    </Stack>
  );
}
