/**
 * A stay's own fields, changed in its details: guest name, e-mail, phone, guests, the booking
 * reference, the guest's language, and the door code with the time it starts to show through the
 * personal link. Saved with PUT /invitations/modify (only what changed); without
 * invitations.write the fields are read only.
 */
import { Button, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { INVITATION, MESSAGES, type TInvitation } from '@guidebook/contract';
import { languageLabel } from '../../../lib/i18n/language-names.ts';
import { useFormDraft, type CloseGuard } from '../../../components/ui/use-form-draft.ts';
import { toast } from '../../../components/ui/dialogs.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/formatting.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useGuideLanguages, useModifyInvitation } from '../api/invitations.ts';
import { stayFormValues, toStayPayload, validateStay, type StayFormValues } from '../stays.ts';

type Props = {
  stay: TInvitation;
  /** Absent: read only (the role may not change invitations). */
  canWrite: boolean;
  closeGuard?: CloseGuard;
  onSaved: (stay: TInvitation) => void;
};

export function StayForm({ stay, canWrite, closeGuard, onSaved }: Props) {
  const modify = useModifyInvitation();
  const form = useFormDraft<StayFormValues>(stayFormValues(stay), { closeGuard, validate: validateStay });
  const languages = useGuideLanguages(stay.id_guide).data ?? [];
  const options = (languages.includes(stay.language) ? languages : [stay.language, ...languages]).map((tag) => ({
    value: tag,
    label: languageLabel(tag),
  }));

  const submit = form.submitWith((values) => {
    const body = toStayPayload(stay, values);
    if (Object.keys(body).length === 1) {
      form.markSaved();
      return;
    }
    modify.mutate(body, {
      onSuccess: (saved) => {
        form.markSaved();
        toast.success(t('stays.saved'));
        onSaved(saved);
      },
      onError: (error) => {
        form.showRefusal(error);
        toast.error(messageOf(error));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('stays.stayDetails')}>
      <Stack gap="md">
        <Fieldset legend={t('stays.guestFields')} disabled={!canWrite} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('invitations.guestName')}
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('guest_name')}
            />
            <TextInput
              label={t('stays.email')}
              type="email"
              autoComplete="off"
              {...form.getInputProps('guest_email')}
            />
            <TextInput label={t('stays.phone')} type="tel" autoComplete="off" {...form.getInputProps('guest_phone')} />
            <NumberInput
              label={t('stays.guests')}
              min={1}
              max={INVITATION.GUESTS_MAX}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('guests')}
            />
            <TextInput label={t('stays.reference')} autoComplete="off" {...form.getInputProps('reference')} />
            {options.length > 1 ? (
              <Select
                label={t('invitations.stayLanguage')}
                data={options}
                {...form.getInputProps('language')}
                allowDeselect={false}
              />
            ) : null}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('stays.doorCode')} disabled={!canWrite} variant="unstyled">
          <Text size="xs" c="dimmed" mb="xs">
            {t('stays.doorCodeHelp')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('stays.doorCode')}
              autoComplete="off"
              spellCheck={false}
              {...form.getInputProps('door_code')}
            />
            <TextInput
              label={t('stays.doorCodeFrom')}
              type="datetime-local"
              description={t('stays.doorCodeFromHelp', { date: formatDateTime(stay.access_from, stay.timezone) })}
              {...form.getInputProps('door_code_from')}
            />
          </SimpleGrid>
        </Fieldset>
        <Text size="xs" c="dimmed">
          {MESSAGES.invitation.timezoneNote(stay.timezone)}
        </Text>
        {canWrite ? (
          <Group justify="flex-end">
            <Button type="submit" loading={modify.isPending}>
              {t('stays.save')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
