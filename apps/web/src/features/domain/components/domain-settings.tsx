/**
 * A workspace's own domain (owner and admins): the domain field, the DNS records to add in a table
 * with a Copy button per value, Verify, and the state and last check in words (the server's texts,
 * in the account's language).
 */
import { Alert, Badge, Button, CopyButton, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconWorld } from '@tabler/icons-react';
import { ZDomainRequest, type TWorkspaceDomain } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/form-errors.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useRemoveDomain, useSaveDomain, useVerifyDomain, useWorkspaceDomain } from '../api/domain.ts';

const STATE_COLOR = { none: 'gray', pending: 'yellow', verified: 'green' } as const;

function RecordsTable({ domain }: { domain: TWorkspaceDomain }) {
  return (
    <Table withTableBorder striped aria-label={t('domain.records')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('domain.type')}</Table.Th>
          <Table.Th>{t('domain.name')}</Table.Th>
          <Table.Th>{t('domain.value')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {domain.records.map((record) => (
          <Table.Tr key={`${record.type} ${record.name}`}>
            <Table.Td>{record.type}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{record.name}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {record.value}
                </Text>
                <CopyButton value={record.value}>
                  {({ copied, copy }) => (
                    <Button
                      size="compact-xs"
                      variant="light"
                      color={copied ? 'green' : undefined}
                      leftSection={copied ? <IconCheck size={12} /> : <IconCopy size={12} />}
                      onClick={copy}
                      style={{ flexShrink: 0 }}
                      aria-label={`${t('domain.copy')}: ${record.type} ${record.name}`}
                    >
                      {copied ? t('domain.copied') : t('domain.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DomainForm({ domain }: { domain: TWorkspaceDomain }) {
  const save = useSaveDomain();
  const remove = useRemoveDomain();
  const verify = useVerifyDomain();
  const form = useFormDraft(
    { domain: domain.domain_display ?? '' },
    { validate: (values) => fieldErrors(ZDomainRequest, values) },
  );
  const submit = form.submitWith((sent) =>
    save.mutate(
      { domain: sent.domain },
      {
        onSuccess: () => {
          form.markSaved();
          toast.success(t('domain.saved'));
        },
        onError: (error) => {
          form.showRefusal(error);
          toast.error(messageOf(error));
        },
      },
    ),
  );
  const onVerify = () =>
    verify.mutate(undefined, {
      onSuccess: () => toast.success(t('domain.verified')),
      onError: (error) => toast.error(messageOf(error)),
    });
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t('domain.removed')),
      onError: (error) => toast.error(messageOf(error)),
    });

  return (
    <Stack gap="md" maw={820}>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('domain.domainLabel')}
            placeholder={t('domain.domainPlaceholder')}
            leftSection={<IconWorld size={16} />}
            w={360}
            {...form.getInputProps('domain')}
          />
          <Button type="submit" loading={save.isPending}>
            {t('domain.save')}
          </Button>
          {domain.domain ? (
            <Button variant="subtle" color="red" onClick={onRemove} loading={remove.isPending}>
              {t('domain.remove')}
            </Button>
          ) : null}
        </Group>
      </form>
      {domain.domain ? (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Group gap="xs">
                <Text fw={600}>{t('domain.state')}:</Text>
                <Badge color={STATE_COLOR[domain.state]} role="status">
                  {domain.state_text}
                </Badge>
              </Group>
              <Button onClick={onVerify} loading={verify.isPending} variant="light">
                {t('domain.verify')}
              </Button>
            </Group>
            {domain.url ? (
              <Text size="sm">
                {t('domain.guestAddress')}: <b>{domain.url}</b>
              </Text>
            ) : null}
            <Text size="sm">
              {t('domain.lastCheck')}: {domain.last_check_text ?? t('domain.notChecked')}
            </Text>
            <Title order={2} size="h4">
              {t('domain.records')}
            </Title>
            <RecordsTable domain={domain} />
            {domain.records.some((r) => r.type === 'ALIAS') ? (
              <Text size="sm" c="dimmed">
                {t('domain.aliasHint')}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

export function DomainSettings() {
  const domain = useWorkspaceDomain();
  return (
    <Stack gap="md">
      <Text size="sm" maw={720}>
        {t('domain.intro')}
      </Text>
      {domain.isError ? (
        <Alert color="red" role="alert">
          {messageOf(domain.error)}
        </Alert>
      ) : domain.data ? (
        // A saved or removed domain starts the field over from what the server holds.
        <DomainForm key={domain.data.domain ?? ''} domain={domain.data} />
      ) : null}
    </Stack>
  );
}
