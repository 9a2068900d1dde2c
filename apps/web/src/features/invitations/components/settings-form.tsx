/** Settings page: the default access window (hours before check-in, hours after check-out), Save; read-only without invitations.write. */
import { NumberInput, Paper, Text } from '@mantine/core';
import { INVITATION, MESSAGES, type TInvitationSettings } from '@guidebook/contract';
import { SaveForm } from '../../../components/ui/save-form.tsx';
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
      <SaveForm onSubmit={submit} readOnly={!canWrite} saving={save.isPending} saveLabel={t('invitations.save')}>
        <Text size="sm" c="dimmed">
          {t('invitations.aNewInvitationsAccessOpens')}
        </Text>
        <NumberInput label={t('invitations.hoursBeforeCheckIn')} withAsterisk {...field('hours_before_checkin')} />
        <NumberInput label={t('invitations.hoursAfterCheckOut')} withAsterisk {...field('hours_after_checkout')} />
      </SaveForm>
    </Paper>
  );
}
