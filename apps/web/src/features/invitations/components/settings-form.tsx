/** Settings page: the default access window (hours before check-in, hours after check-out), Save. */
import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { INVITATION, MESSAGES, type TInvitationSettings } from '@guidebook/contract';
import { savedInto, useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { Loaded } from '../../../components/ui/loaded.tsx';
import { usePermission } from '../../../lib/permissions.ts';
import { useInvitationSettings, useSaveInvitationSettings } from '../api/invitations.ts';
import { toSettingsPayload, validateSettings, type SettingsFormValues } from '../invitation-form.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export function SettingsForm() {
  return (
    <Loaded query={useInvitationSettings()} label={t('invitations.loadingTheSettings')} height={200}>
      {(settings) => <Form initial={settings} />}
    </Loaded>
  );
}

function Form({ initial }: { initial: TInvitationSettings }) {
  const save = useSaveInvitationSettings();
  const canWrite = usePermission('invitations.write');
  const form = useFormDraft<SettingsFormValues>(initial, { validate: validateSettings });
  const submit = form.submitWith((values) =>
    save.mutate(toSettingsPayload(values), savedInto(form, MESSAGES.invitation.settingsSaved)),
  );

  const field = (key: keyof TInvitationSettings) => ({
    ...form.getInputProps(key),
    min: 0,
    max: INVITATION.HOURS_MAX,
    allowDecimal: false,
    suffix: ' h',
  });

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} maw={560}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('invitations.aNewInvitationsAccessOpens')}
          </Text>
          <NumberInput label={t('invitations.hoursBeforeCheckIn')} withAsterisk {...field('hours_before_checkin')} />
          <NumberInput label={t('invitations.hoursAfterCheckOut')} withAsterisk {...field('hours_after_checkout')} />
          <Group justify="flex-end" display={!canWrite ? 'none' : undefined}>
            <Button type="submit" loading={save.isPending}>
              {t('invitations.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
