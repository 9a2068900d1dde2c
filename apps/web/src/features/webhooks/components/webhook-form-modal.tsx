/**
 * Add endpoint / Edit endpoint: the address, a description, the events it hears (each named in
 * words, all ticked for a new one) and, when editing, whether it is enabled. A new endpoint's
 * signing secret follows, shown this once with Copy and a warning, until Done. The list behind
 * refreshes as soon as the endpoint exists.
 */
import { useState } from 'react';
import { Button, Checkbox, Code, Group, Modal, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { MESSAGES, WEBHOOK, WEBHOOK_EVENT_TYPES, type TWebhook, type TWebhookCreated } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { ShownOnceSecret, useCreatedSecret } from '../../../components/ui/shown-once-secret.tsx';
import { useFormDraft, type CloseGuard } from '../../../components/ui/use-form-draft.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useCreateWebhook, useModifyWebhook } from '../api/webhooks.ts';
import {
  EMPTY_WEBHOOK,
  eventLabel,
  toCreatePayload,
  toModifyPayload,
  validateWebhook,
  webhookFormValues,
  type WebhookFormValues,
} from '../webhook-form.ts';

type Props = {
  opened: boolean;
  /** The endpoint being edited; absent: a new one. */
  editing?: TWebhook;
  onClose: () => void;
};

export function WebhookFormModal({ opened, editing, onClose }: Props) {
  const { created, setCreated, closeGuard, requestClose } = useCreatedSecret<TWebhookCreated>(opened, onClose);
  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title={editing ? t('webhooksUi.editTitle') : created ? t('webhooksUi.secretTitle') : t('webhooksUi.addTitle')}
      closeButtonProps={{ 'aria-label': t('webhooksUi.close') }}
      size="lg"
      // Once the secret is shown, a stray click beside the dialog must not lose it: Done, X or Escape close it.
      closeOnClickOutside={created === null}
    >
      {/* Mounted only while open, so each opening starts from the endpoint's (or empty) values. */}
      {!opened ? null : created ? (
        <ShownOnceSecret
          secret={created.secret}
          onDone={onClose}
          texts={{
            title: t('webhooksUi.created'),
            warning: t('webhooksUi.secretOnce'),
            label: t('webhooksUi.secret'),
            copy: t('webhooksUi.copy'),
            copied: t('webhooksUi.copied'),
            copyFailed: t('webhooksUi.copyFailed'),
            done: t('webhooksUi.done'),
          }}
          footnote={
            <Text size="sm" c="dimmed">
              {t('webhooksUi.secretUse')}
            </Text>
          }
        >
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('webhooksUi.secretFor', { url: created.url })}
          </Text>
        </ShownOnceSecret>
      ) : (
        <WebhookForm
          editing={editing}
          onClose={requestClose}
          onSaved={onClose}
          onCreated={setCreated}
          closeGuard={closeGuard}
        />
      )}
    </Modal>
  );
}

function WebhookForm({
  editing,
  onClose,
  onSaved,
  onCreated,
  closeGuard,
}: {
  editing?: TWebhook;
  /** Cancel: asks first when the form has edits. */
  onClose: () => void;
  /** After a save: closes at once (the edits are saved). */
  onSaved: () => void;
  onCreated: (created: TWebhookCreated) => void;
  closeGuard: CloseGuard;
}) {
  const create = useCreateWebhook();
  const modify = useModifyWebhook();
  const [initial] = useState<WebhookFormValues>(() => (editing ? webhookFormValues(editing) : EMPTY_WEBHOOK));
  const form = useFormDraft(initial, { closeGuard, validate: validateWebhook });

  const refused = (error: unknown) => {
    form.showRefusal(error);
    toast.error(messageOf(error));
  };
  const submit = form.submitWith((values) => {
    if (editing) {
      modify.mutate(toModifyPayload(editing.id_webhook, values), {
        onSuccess: () => {
          form.markSaved();
          toast.success(t('webhooksUi.saved'));
          onSaved();
        },
        onError: refused,
      });
      return;
    }
    create.mutate(toCreatePayload(values), {
      onSuccess: (answer) => {
        // No toast: on a phone it would cover the warning; the dialog itself says the endpoint was added.
        form.markSaved();
        onCreated(answer);
      },
      onError: refused,
    });
  });

  const events = form.getInputProps('events');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('webhooksUi.url')}
          description={t('webhooksUi.urlHint')}
          required
          data-autofocus
          type="url"
          inputMode="url"
          maxLength={WEBHOOK.URL_MAX}
          autoComplete="off"
          {...form.getInputProps('url')}
        />
        <TextInput
          label={t('webhooksUi.description')}
          description={t('webhooksUi.descriptionHint')}
          maxLength={WEBHOOK.DESCRIPTION_MAX}
          autoComplete="off"
          {...form.getInputProps('description')}
        />
        <Checkbox.Group
          label={t('webhooksUi.events')}
          description={t('webhooksUi.eventsHint')}
          required
          value={form.values.events}
          onChange={(value) => form.setFieldValue('events', value as WebhookFormValues['events'])}
          error={events.error as string | undefined}
        >
          <Group gap="xs" mt={6} mb={4}>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => form.setFieldValue('events', [...WEBHOOK_EVENT_TYPES])}
            >
              {t('webhooksUi.selectAll')}
            </Button>
            <Button size="compact-xs" variant="subtle" onClick={() => form.setFieldValue('events', [])}>
              {t('webhooksUi.selectNone')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing={8}>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox
                key={type}
                value={type}
                label={eventLabel(type)}
                description={<Code style={{ fontSize: 'var(--mantine-font-size-xs)' }}>{type}</Code>}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {editing ? (
          <Switch
            label={t('webhooksUi.enabled')}
            description={t('webhooksUi.enabledHint')}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.dialog.cancel}
          </Button>
          <Button type="submit" loading={create.isPending || modify.isPending}>
            {editing ? t('webhooksUi.save') : t('webhooksUi.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
