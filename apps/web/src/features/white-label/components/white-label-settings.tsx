/**
 * My Account > White Label (Reseller): the sender name and footer of the e-mails guests get, and
 * "Hide the product's name" for every guest surface. Owners and admins change them; others read them.
 */
import { Button, Group, Paper, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { MESSAGES, WHITE_LABEL, type TWhiteLabel } from '@guidebook/contract';
import { savedInto, useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { Loaded } from '../../../components/ui/loaded.tsx';
import { usePermission } from '../../../lib/permissions.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useSaveWhiteLabel, useWhiteLabel } from '../api/white-label.ts';
import {
  toFormValues,
  toWhiteLabelPayload,
  validateWhiteLabel,
  type WhiteLabelFormValues,
} from '../white-label-form.ts';

export function WhiteLabelSettings() {
  return (
    <Loaded query={useWhiteLabel()} label={t('whiteLabel.loading')} height={320}>
      {(settings) => <Form initial={settings} />}
    </Loaded>
  );
}

function Form({ initial }: { initial: TWhiteLabel }) {
  const save = useSaveWhiteLabel();
  const canWrite = usePermission('workspace.manage');
  const form = useFormDraft<WhiteLabelFormValues>(toFormValues(initial), {
    validate: validateWhiteLabel,
    key: 'white-label',
  });
  const done = savedInto(form, MESSAGES.whiteLabel.saved);
  // The form shows what the server stored (trimmed, emptied texts cleared).
  const submit = form.submitWith((values) =>
    save.mutate(toWhiteLabelPayload(values), {
      onSuccess: (saved) => done.onSuccess(toFormValues(saved)),
      onError: done.onError,
    }),
  );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('whiteLabel.guestsSee')}
          </Title>
          <TextInput
            label={t('whiteLabel.senderName')}
            description={t('whiteLabel.senderNameHelp', { name: initial.effective_sender_name })}
            maxLength={WHITE_LABEL.SENDER_NAME_MAX}
            disabled={!canWrite}
            {...form.getInputProps('sender_name')}
          />
          <Textarea
            label={t('whiteLabel.mailFooter')}
            description={t('whiteLabel.mailFooterHelp')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={WHITE_LABEL.MAIL_FOOTER_MAX}
            disabled={!canWrite}
            {...form.getInputProps('mail_footer')}
          />
          <Switch
            label={t('whiteLabel.hideProductName')}
            description={t('whiteLabel.hideProductNameHelp')}
            disabled={!canWrite}
            {...form.getInputProps('hide_product_name', { type: 'checkbox' })}
          />
          {!canWrite && (
            <Text size="sm" c="dimmed">
              {t('whiteLabel.ownersOnly')}
            </Text>
          )}
          <Group justify="flex-end" display={!canWrite ? 'none' : undefined}>
            <Button type="submit" loading={save.isPending}>
              {t('whiteLabel.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
