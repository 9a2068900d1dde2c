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
import { t } from '../../../lib/i18n/admin-i18n.ts';

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
        title={t('apiTokens.apiAccess')}
        actions={
          manage ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('apiTokens.createToken')}
            </Button>
          ) : undefined
        }
      />
      <Text size="sm" maw={720}>
        {t('apiTokens.connectAChannelManagerA')}{' '}
        <Code style={{ overflowWrap: 'anywhere' }}>
          {t('apiTokens.authorizationBearerPrefix', { PREFIX: API_TOKEN.PREFIX })}
        </Code>
        {t('apiTokens.aReadTokenCanOnly')}
      </Text>
      <Group mt="xs" mb="lg">
        <Anchor
          href={`${API_BASE}/docs`}
          target="_blank"
          rel="noopener"
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          {t('apiTokens.apiReference')}
          <IconExternalLink size={14} aria-hidden />
          <VisuallyHidden>{t('apiTokens.opensInANewTab')}</VisuallyHidden>
        </Anchor>
      </Group>
      {manage ? null : (
        <Alert color="blue" mb="md" role="status">
          {t('apiTokens.onlyTheOwnerAndAdmins')}
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
              {t('apiTokens.tryAgain')}
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
