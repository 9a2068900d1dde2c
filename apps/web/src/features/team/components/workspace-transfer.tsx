/**
 * A workspace hand-over's page (/public/workspace_transfer?vc=..&vi=..). Signed in: Become the
 * owner, which switches to the workspace and opens its dashboard; the server refuses another
 * account than the member it was handed to, saying whom it is for (then Sign out comes back here).
 * Signed out: Log in, which comes back here.
 */
import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCheck, IconLogin, IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MESSAGES, type TWorkspaceTransferConfirmRequest } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { loginPathFor, rememberReturnPath } from '../../../lib/return-path.ts';
import { switchWorkspace } from '../../../lib/workspace.ts';
import { useConfirmTransfer } from '../api/team.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

type Props = {
  link: TWorkspaceTransferConfirmRequest | null;
  /** This page's own address, to come back to after signing in. */
  here: string;
  /** The signed-in user's e-mail; null when signed out. */
  signedInAs: string | null;
};

export function WorkspaceTransfer({ link, here, signedInAs }: Props) {
  const confirm = useConfirmTransfer();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);

  if (!link) {
    return (
      <Alert color="red" role="alert">
        {MESSAGES.agency.transferInvalid}
      </Alert>
    );
  }

  const onAccept = () =>
    confirm.mutate(link, {
      onSuccess: async (owned) => {
        try {
          await switchWorkspace(owned.id_workspace);
        } catch (error) {
          toast.error(messageOf(error));
        }
        toast.success(MESSAGES.agency.transferred(owned.name));
        navigate(ROUTES.mainPanel, { replace: true });
      },
      onError: (error) => setRefusal(messageOf(error)),
    });

  const signOut = () => {
    rememberReturnPath(here);
    navigate(ROUTES.logout);
  };

  return (
    <Stack gap="md">
      <Text>{t('agency.transferPageText')}</Text>
      {refusal ? (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      ) : null}
      {signedInAs === null ? (
        <Button
          leftSection={<IconLogin size={16} aria-hidden />}
          onClick={() => {
            rememberReturnPath(here);
            navigate(loginPathFor(ROUTES.login, here));
          }}
        >
          {t('agency.logIn')}
        </Button>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('agency.signedInAs', { email: signedInAs })}
          </Text>
          <Button leftSection={<IconCheck size={16} aria-hidden />} loading={confirm.isPending} onClick={onAccept}>
            {t('agency.becomeOwner')}
          </Button>
          <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut}>
            {t('agency.signOut')}
          </Button>
        </>
      )}
    </Stack>
  );
}
