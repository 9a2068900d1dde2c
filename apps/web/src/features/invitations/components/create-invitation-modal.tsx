/**
 * Create Invitation: guide, guest name and e-mail, check-in and check-out as local times
 * of the guide's timezone, the access window prefilled from Settings (until the host
 * changes it), and whether to e-mail the personal link now.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES, type TGuideListItem, type TInvitation } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft, useGuardedClose, type CloseGuard } from '../../../components/ui/use-form-draft.ts';
import { focusFirstInvalid } from '../../../lib/form-errors.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useCreateInvitation, useInvitationSettings } from '../api/invitations.ts';
import {
  defaultAccessWindow,
  EMPTY_INVITATION,
  toInvitationPayload,
  validateInvitation,
  type InvitationFormErrors,
  type InvitationFormValues,
} from '../invitation-form.ts';

type Props = {
  opened: boolean;
  guides: TGuideListItem[];
  /** The guide chosen on the page, preselected. */
  idGuide: number | null;
  onClose: () => void;
  onCreated: (invitation: TInvitation) => void;
};

const timezoneOf = (guides: TGuideListItem[], id: string) =>
  guides.find((g) => String(g.id_guide) === id)?.timezone ?? 'UTC';

export function CreateInvitationModal({ opened, guides, idGuide, onClose, onCreated }: Props) {
  const { closeGuard, requestClose } = useGuardedClose(onClose);
  return (
    <Modal opened={opened} onClose={requestClose} title="Create Invitation" size="lg">
      {/* Mounted only while open, so each opening starts from an empty form. */}
      {opened ? (
        <InvitationForm
          guides={guides}
          idGuide={idGuide}
          onClose={requestClose}
          onCreated={onCreated}
          closeGuard={closeGuard}
        />
      ) : null}
    </Modal>
  );
}

function InvitationForm({
  guides,
  idGuide,
  onClose,
  onCreated,
  closeGuard,
}: Omit<Props, 'opened'> & { closeGuard: CloseGuard }) {
  const settings = useInvitationSettings();
  const create = useCreateInvitation();
  const firstGuide = idGuide ?? (guides.length === 1 ? guides[0]?.id_guide : undefined);
  const [saved] = useState<InvitationFormValues>(() => ({
    ...EMPTY_INVITATION,
    id_guide: firstGuide ? String(firstGuide) : '',
  }));
  const draft = useFormDraft(saved, { closeGuard });
  const { values, setValues } = draft;
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<InvitationFormErrors>({});
  // Once the host types an access time, a new check-in or check-out no longer overwrites it.
  const [accessEdited, setAccessEdited] = useState({ access_from: false, access_to: false });
  const timezone = timezoneOf(guides, values.id_guide);

  const update = (patch: Partial<InvitationFormValues>) => {
    setValues(() => {
      const next = { ...draft.getValues(), ...patch };
      if (settings.data) {
        const window = defaultAccessWindow(
          next.check_in,
          next.check_out,
          timezoneOf(guides, next.id_guide),
          settings.data,
        );
        if (!accessEdited.access_from && !('access_from' in patch)) next.access_from = window.access_from;
        if (!accessEdited.access_to && !('access_to' in patch)) next.access_to = window.access_to;
      }
      return next;
    });
    setErrors((e) => {
      const cleared = { ...e };
      for (const key of Object.keys(patch)) delete cleared[key as keyof InvitationFormValues];
      return cleared;
    });
  };

  const text = (field: keyof InvitationFormValues) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    if (field === 'access_from' || field === 'access_to') setAccessEdited((a) => ({ ...a, [field]: value !== '' }));
    update({ [field]: value });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateInvitation(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    create.mutate(toInvitationPayload(values), {
      onSuccess: (invitation) => {
        if (!values.send_email) toast.success(MESSAGES.invitation.created);
        else if (invitation.email_sent) toast.success(MESSAGES.invitation.createdAndSent);
        else toast.error(MESSAGES.invitation.sendFailed);
        draft.markSaved();
        onCreated(invitation);
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fields as InvitationFormErrors);
        toast.error(messageOf(error));
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label="Guide"
          withAsterisk
          placeholder="Choose a guide"
          data={guides.map((g) => ({ value: String(g.id_guide), label: g.title }))}
          value={values.id_guide || null}
          onChange={(v) => update({ id_guide: v ?? '' })}
          error={errors.id_guide}
          allowDeselect={false}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Guest name"
            withAsterisk
            value={values.guest_name}
            onChange={text('guest_name')}
            error={errors.guest_name}
            autoComplete="off"
          />
          <TextInput
            label="Guest e-mail"
            withAsterisk
            type="email"
            value={values.guest_email}
            onChange={text('guest_email')}
            error={errors.guest_email}
            autoComplete="off"
          />
          <TextInput
            label="Check-in"
            withAsterisk
            type="datetime-local"
            value={values.check_in}
            onChange={text('check_in')}
            error={errors.check_in}
          />
          <TextInput
            label="Check-out"
            withAsterisk
            type="datetime-local"
            value={values.check_out}
            onChange={text('check_out')}
            error={errors.check_out}
          />
          <TextInput
            label="Access from"
            type="datetime-local"
            value={values.access_from}
            onChange={text('access_from')}
            error={errors.access_from}
            description={settings.data ? `Default: ${settings.data.hours_before_checkin} h before check-in` : undefined}
          />
          <TextInput
            label="Access to"
            type="datetime-local"
            value={values.access_to}
            onChange={text('access_to')}
            error={errors.access_to}
            description={settings.data ? `Default: ${settings.data.hours_after_checkout} h after check-out` : undefined}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {MESSAGES.invitation.timezoneNote(timezone)}
        </Text>
        <Checkbox
          label="Send the invitation e-mail now"
          checked={values.send_email}
          onChange={(e) => update({ send_email: e.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create Invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
