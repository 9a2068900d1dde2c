/**
 * Webhooks (My Account): the workspace's endpoints told about what happens in it. Each shows its
 * address, description, the events it hears in words, whether it is on (or why the server switched
 * it off), Send test event, its latest deliveries with Redeliver, Edit and Delete after confirming.
 * Add endpoint shows the signing secret once. Only the owner and admins manage webhooks (the
 * server's `members.manage`); the others are told so and the list is not asked for.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { RESULT, WEBHOOK, type TWebhook } from '@guidebook/contract';
import { HelpLink } from '../../../components/help-link.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { confirmDialog, toast } from '../../../components/ui/dialogs.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { formatDateTime, formatList } from '../../../lib/formatting.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { useDeleteWebhook, useModifyWebhook, useTestWebhook, useWebhooks } from '../api/webhooks.ts';
import { eventLabel } from '../webhook-form.ts';
import { WebhookDeliveries } from './webhook-deliveries.tsx';
import { WebhookFormModal } from './webhook-form-modal.tsx';

/** How long the deliveries are read again after a test or a redelivery: the sender's first try and its answer. */
const WATCH_MS = 20_000;

type Dialog = { kind: 'add' } | { kind: 'edit'; hook: TWebhook } | null;

export function WebhooksScreen() {
  const manage = usePermission('members.manage');
  const hooks = useWebhooks(manage);
  // The dialog's kind and endpoint stay while it fades out after closing (its title does not turn
  // into "Add endpoint" on the way out); opening sets them anew.
  const [dialog, setDialog] = useState<Dialog>(null);
  const [opened, setOpened] = useState(false);
  const show = (next: Dialog) => {
    setDialog(next);
    setOpened(true);
  };
  const full = (hooks.data?.length ?? 0) >= WEBHOOK.MAX_PER_WORKSPACE;

  return (
    <>
      <PageHeader
        title={t('webhooksUi.title')}
        actions={
          manage ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => show({ kind: 'add' })} disabled={full}>
              {t('webhooksUi.addEndpoint')}
            </Button>
          ) : undefined
        }
      />
      <Text size="sm" maw={720}>
        {t('webhooksUi.intro')}
      </Text>
      <Group mt="xs" mb="lg">
        <HelpLink article="webhooks" />
      </Group>
      {!manage ? (
        <Alert color="blue" mb="md" role="status">
          {t('webhooksUi.onlyAdmins')}
        </Alert>
      ) : hooks.isError ? (
        <Alert mb="md" color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">
              {hooks.error instanceof ApiError && hooks.error.code === RESULT.FORBIDDEN
                ? messageOf(hooks.error)
                : t('webhooksUi.loadFailed')}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => void hooks.refetch()}>
              {t('webhooksUi.tryAgain')}
            </Button>
          </Group>
        </Alert>
      ) : hooks.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          {t('webhooksUi.loading')}
        </Text>
      ) : hooks.data.length === 0 ? (
        <Paper withBorder p="lg">
          <Text ta="center" c="dimmed" role="status">
            {t('webhooksUi.empty')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="md">
          {full ? (
            <Text size="sm" role="status">
              {t('webhooksUi.full', { max: WEBHOOK.MAX_PER_WORKSPACE })}
            </Text>
          ) : null}
          {hooks.data.map((hook) => (
            <WebhookCard key={hook.id_webhook} hook={hook} onEdit={() => show({ kind: 'edit', hook })} />
          ))}
        </Stack>
      )}
      <WebhookFormModal
        opened={opened}
        editing={dialog?.kind === 'edit' ? dialog.hook : undefined}
        onClose={() => setOpened(false)}
      />
    </>
  );
}

/** On, off by the host, or switched off by the server after failing; and the failures in a row so far. */
function State({ hook }: { hook: TWebhook }) {
  return (
    <Stack gap={4} align="flex-start">
      {hook.enabled ? (
        <Badge color="teal.9" variant="filled" style={{ minWidth: 'max-content' }}>
          {t('webhooksUi.stateEnabled')}
        </Badge>
      ) : (
        <Badge color="gray.7" variant="filled" style={{ minWidth: 'max-content' }}>
          {t('webhooksUi.stateDisabled')}
        </Badge>
      )}
      {!hook.enabled && hook.disabled_at ? (
        <Text size="sm" c="var(--mantine-color-red-text)">
          {t('webhooksUi.disabledAfterFailures', {
            max: WEBHOOK.DISABLE_AFTER_FAILURES,
            time: formatDateTime(hook.disabled_at),
          })}
        </Text>
      ) : hook.failures_in_row > 0 ? (
        <Text size="sm" c="var(--mantine-color-red-text)">
          {t('webhooksUi.failuresInRow', { n: hook.failures_in_row, max: WEBHOOK.DISABLE_AFTER_FAILURES })}
        </Text>
      ) : null}
    </Stack>
  );
}

function WebhookCard({ hook, onEdit }: { hook: TWebhook; onEdit: () => void }) {
  const test = useTestWebhook();
  const modify = useModifyWebhook();
  const remove = useDeleteWebhook();
  const [open, setOpen] = useState(false);
  const [watchUntil, setWatchUntil] = useState(0);
  const watch = () => {
    setOpen(true);
    setWatchUntil(Date.now() + WATCH_MS);
  };
  const panelId = `webhook-deliveries-${hook.id_webhook}`;
  const headingId = `webhook-${hook.id_webhook}`;

  const onDelete = async () => {
    const ok = await confirmDialog({
      title: t('webhooksUi.deleteTitle'),
      text: t('webhooksUi.deleteText', { url: hook.url }),
      confirmLabel: t('webhooksUi.delete'),
    });
    if (!ok) return;
    remove.mutate(hook.id_webhook, {
      onSuccess: () => toast.success(t('webhooksUi.deleted')),
      onError: (error) => toast.error(messageOf(error)),
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
            <Title order={2} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {hook.url}
            </Title>
            {hook.description ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {hook.description}
              </Text>
            ) : null}
          </Stack>
          <State hook={hook} />
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {t('webhooksUi.eventsLabel')}
          </Text>{' '}
          {formatList(hook.events.map(eventLabel))}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Switch
            label={t('webhooksUi.enabled')}
            checked={hook.enabled}
            disabled={modify.isPending}
            aria-describedby={headingId}
            onChange={(event) =>
              modify.mutate(
                { id_webhook: hook.id_webhook, enabled: event.currentTarget.checked },
                {
                  onSuccess: (saved) =>
                    toast.success(saved.enabled ? t('webhooksUi.nowEnabled') : t('webhooksUi.nowDisabled')),
                  onError: (error) => toast.error(messageOf(error)),
                },
              )
            }
            mr="sm"
          />
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} aria-hidden />}
            loading={test.isPending}
            onClick={() =>
              test.mutate(hook.id_webhook, {
                onSuccess: () => {
                  toast.success(t('webhooksUi.testSent'));
                  watch();
                },
                onError: (error) => toast.error(messageOf(error)),
              })
            }
          >
            {t('webhooksUi.sendTest')}
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? t('webhooksUi.hideDeliveries') : t('webhooksUi.showDeliveries')}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconEdit size={14} aria-hidden />} onClick={onEdit}>
            {t('webhooksUi.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={remove.isPending}
            onClick={() => void onDelete()}
          >
            {t('webhooksUi.delete')}
          </Button>
        </Group>
        <div id={panelId} hidden={!open}>
          {open ? (
            <WebhookDeliveries
              idWebhook={hook.id_webhook}
              label={t('webhooksUi.deliveriesOf', { url: hook.url })}
              watchUntil={watchUntil}
              onRedelivered={watch}
            />
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}
