/**
 * Api Access (My Account): the account's API tokens for integrations (a channel manager, a PMS,
 * scripts), Create token (shown once) and Revoke after confirming.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Code, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { API_TOKEN, MESSAGES, RESULT, type TApiToken } from '@guidebook/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { API_BASE, ApiError, messageOf } from '../../../lib/api-client.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { useApiTokens, useRevokeApiToken } from '../api/api-tokens.ts';
import { ApiTokensTable } from './api-tokens-table.tsx';
import { CreateApiTokenModal } from './create-api-token-modal.tsx';

export function ApiAccess() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  // Only the owner and admins create and revoke tokens; the others see the list.
  const manage = usePermission('tokens.manage');

  const onRevoke = async (token: TApiToken) => {
    const ok = await confirmDialog({ title: MESSAGES.apiToken.revokeTitle, text: MESSAGES.apiToken.revokeText });
    if (!ok) return;
    revoke.mutate(token.id_api_token, {
      onSuccess: () => toast.success(MESSAGES.apiToken.revoked),
      onError: (error) => toast.error(messageOf(error)),
    });
  };

  return (
    <>
      <PageHeader
        title="Api Access"
        actions={
          manage ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              Create token
            </Button>
          ) : undefined
        }
      />
      <Text size="sm" maw={720}>
        Connect a channel manager, a PMS or your own scripts to your account. Each call sends a token in the header{' '}
        <Code style={{ overflowWrap: 'anywhere' }}>{`Authorization: Bearer ${API_TOKEN.PREFIX}…`}</Code>. A read token
        can only read (GET calls); a write token can also create, change and delete. No token can manage tokens or
        change your account.
      </Text>
      <Group mt="xs" mb="lg">
        <Anchor
          href={`${API_BASE}/docs`}
          target="_blank"
          rel="noopener"
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          API reference
          <IconExternalLink size={14} aria-hidden />
          <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </Anchor>
      </Group>
      {manage ? null : (
        <Alert color="blue" mb="md" role="status">
          Only the owner and admins can create and revoke API tokens.
        </Alert>
      )}
      {tokens.isError ? (
        <Alert mb="md" color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">
              {tokens.error instanceof ApiError && tokens.error.code === RESULT.FORBIDDEN
                ? messageOf(tokens.error)
                : MESSAGES.apiToken.loadFailed}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => void tokens.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : (
        <ApiTokensTable
          tokens={tokens.data}
          loading={tokens.isPending}
          loadedAt={tokens.dataUpdatedAt}
          revokingId={revoke.isPending ? revoke.variables : undefined}
          onRevoke={manage ? (token) => void onRevoke(token) : undefined}
        />
      )}
      <CreateApiTokenModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
