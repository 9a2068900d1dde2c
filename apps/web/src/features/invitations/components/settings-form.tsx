/** Settings page: the default access window (hours before check-in, hours after check-out), Save. */
import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { INVITATION, MESSAGES, ZInvitationSettings, type TInvitationSettings } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { Loaded } from '../../../components/ui/loaded.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { focusFirstInvalid } from '../../../lib/form-errors.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { useInvitationSettings, useSaveInvitationSettings } from '../api/invitations.ts';

type Errors = Partial<Record<keyof TInvitationSettings, string>>;
type Values = Record<keyof TInvitationSettings, number | string>;

export function SettingsForm() {
  return (
    <Loaded query={useInvitationSettings()} label="Loading the settings" height={200}>
      {(settings) => <Form initial={settings} />}
    </Loaded>
  );
}

function Form({ initial }: { initial: TInvitationSettings }) {
  const save = useSaveInvitationSettings();
  const canWrite = usePermission('invitations.write');
  const draft = useFormDraft<Values>(initial);
  const { values, setValues } = draft;
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});

  const field = (key: keyof TInvitationSettings) => ({
    value: values[key],
    onChange: (v: number | string) => {
      setValues((s) => ({ ...s, [key]: v }));
      setErrors((e) => ({ ...e, [key]: undefined }));
    },
    error: errors[key],
    min: 0,
    max: INVITATION.HOURS_MAX,
    allowDecimal: false,
    suffix: ' h',
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // An emptied field is not 0 hours: it is a missing value.
    const parsed = ZInvitationSettings.safeParse({
      hours_before_checkin: values.hours_before_checkin === '' ? Number.NaN : values.hours_before_checkin,
      hours_after_checkout: values.hours_after_checkout === '' ? Number.NaN : values.hours_after_checkout,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof TInvitationSettings] ??= issue.message;
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        draft.markSaved();
        setValues(saved);
        toast.success(MESSAGES.invitation.settingsSaved);
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fields as Errors);
        toast.error(messageOf(error));
      },
    });
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} maw={560}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            A new invitation&apos;s access opens this many hours before check-in and closes this many hours after
            check-out. You can still change the times on each invitation.
          </Text>
          <NumberInput label="Hours before check-in" withAsterisk {...field('hours_before_checkin')} />
          <NumberInput label="Hours after check-out" withAsterisk {...field('hours_after_checkout')} />
          <Group justify="flex-end" display={!canWrite ? 'none' : undefined}>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
