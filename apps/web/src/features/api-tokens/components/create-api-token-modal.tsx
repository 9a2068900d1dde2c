/**
 * Create API token: a name, a scope and an expiry; then the token itself, shown this once with
 * Copy and a warning, until Done. The list behind refreshes as soon as the token exists.
 */
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { API_TOKEN, MESSAGES, type TApiTokenCreated } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { ShownOnceSecret, useCreatedSecret } from '../../../components/ui/shown-once-secret.tsx';
import { useFormDraft, type CloseGuard } from '../../../components/ui/use-form-draft.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useCreateApiToken } from '../api/api-tokens.ts';
import {
  apiTokenFormErrors,
  EMPTY_API_TOKEN,
  EXPIRY_OPTIONS,
  SCOPE_OPTIONS,
  toApiTokenPayload,
  validateApiToken,
} from '../api-token-form.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

type Props = { opened: boolean; onClose: () => void };

export function CreateApiTokenModal({ opened, onClose }: Props) {
  const { created, setCreated, closeGuard, requestClose } = useCreatedSecret<TApiTokenCreated>(opened, onClose);
  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title={t('apiTokens.createApiToken')}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
      // Wide enough for the whole token on a computer; a phone scrolls it inside the field.
      size={created ? 'lg' : 'md'}
      // Once the token is shown, a stray click beside the dialog must not lose it: Done, X or Escape close it.
      closeOnClickOutside={created === null}
    >
      {/* Mounted only while open, so each opening starts from an empty form. */}
      {!opened ? null : created ? (
        <ShownOnceSecret
          secret={created.token}
          onDone={onClose}
          texts={{
            title: MESSAGES.apiToken.created,
            warning: MESSAGES.apiToken.shownOnce,
            label: t('apiTokens.yourNewApiToken'),
            copy: t('apiTokens.copy'),
            copied: MESSAGES.apiToken.copied,
            copyFailed: MESSAGES.apiToken.copyFailed,
            done: t('apiTokens.done'),
          }}
        />
      ) : (
        <ApiTokenForm onClose={requestClose} onCreated={setCreated} closeGuard={closeGuard} />
      )}
    </Modal>
  );
}

function ApiTokenForm({
  onClose,
  onCreated,
  closeGuard,
}: {
  onClose: () => void;
  onCreated: (created: TApiTokenCreated) => void;
  closeGuard: CloseGuard;
}) {
  const create = useCreateApiToken();
  const form = useFormDraft(EMPTY_API_TOKEN, { closeGuard, validate: validateApiToken });

  const submit = form.submitWith((values) =>
    create.mutate(toApiTokenPayload(values), {
      onSuccess: (created) => {
        // No toast: on a phone it would cover the warning; the dialog itself says the token was created.
        form.markSaved();
        onCreated(created);
      },
      onError: (error) => {
        form.showRefusal(error, apiTokenFormErrors);
        toast.error(messageOf(error));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('apiTokens.name')}
          description={t('apiTokens.theToolThatWillUse')}
          placeholder={t('apiTokens.channelManager')}
          required
          data-autofocus
          maxLength={API_TOKEN.NAME_MAX}
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <Select
          label={t('apiTokens.scope')}
          required
          data={SCOPE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('scope')}
        />
        <Select
          label={t('apiTokens.expires')}
          required
          data={EXPIRY_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('expires')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.dialog.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('apiTokens.createToken')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
