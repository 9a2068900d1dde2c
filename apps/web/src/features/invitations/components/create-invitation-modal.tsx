/**
 * Create Invitation: guide, guest name and e-mail, check-in and check-out as local times
 * of the guide's timezone, the access window prefilled from Settings (until the host
 * changes it), and whether to e-mail the personal link now.
 */
import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES, type TGuideListItem, type TInvitation } from '@guidebook/contract';
import { languageLabel } from '../../../lib/i18n/language-names.ts';
import { GuideSelect } from '../../../components/ui/guide-select.tsx';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft, useGuardedClose, type CloseGuard } from '../../../components/ui/use-form-draft.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useCreateInvitation, useGuideLanguages, useInvitationSettings } from '../api/invitations.ts';
import {
  defaultAccessWindow,
  EMPTY_INVITATION,
  toInvitationPayload,
  validateInvitation,
  type InvitationFormValues,
} from '../invitation-form.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

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
    <Modal
      opened={opened}
      onClose={requestClose}
      title={t('invitations.createInvitation')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('invitations.close') }}
    >
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
  const form = useFormDraft(saved, { closeGuard, validate: validateInvitation });
  const { values } = form;
  // Once the host types an access time, a new check-in or check-out no longer overwrites it.
  const [accessEdited, setAccessEdited] = useState({ access_from: false, access_to: false });
  const timezone = timezoneOf(guides, values.id_guide);
  // The stay's language: offered when the chosen guide has further languages; its template is e-mailed.
  const guideLanguages = useGuideLanguages(Number(values.id_guide)).data ?? [];

  /** The access ends the host has not typed follow the stay and the guide's timezone (Settings' hours). */
  const followStay = (typed: keyof InvitationFormValues) => {
    if (!settings.data) return;
    const next = form.getValues();
    const window = defaultAccessWindow(next.check_in, next.check_out, timezoneOf(guides, next.id_guide), settings.data);
    for (const end of ['access_from', 'access_to'] as const) {
      if (end !== typed && !accessEdited[end] && next[end] !== window[end]) form.setFieldValue(end, window[end]);
    }
  };

  const field = (name: keyof InvitationFormValues, options?: { type: 'checkbox' }) => {
    const props = form.getInputProps(name, options);
    return {
      ...props,
      onChange: (value: unknown) => {
        props.onChange(value);
        // Another guide has other languages: its default until the host picks one.
        if (name === 'id_guide') form.setFieldValue('language', '');
        if (name === 'access_from' || name === 'access_to') {
          const typed = form.getValues()[name];
          setAccessEdited((a) => ({ ...a, [name]: typed !== '' }));
        }
        followStay(name);
      },
    };
  };

  const submit = form.submitWith((sent) =>
    create.mutate(toInvitationPayload(sent), {
      onSuccess: (invitation) => {
        if (!sent.send_email) toast.success(MESSAGES.invitation.created);
        else if (invitation.email_sent) toast.success(MESSAGES.invitation.createdAndSent);
        else toast.error(MESSAGES.invitation.sendFailed);
        form.markSaved();
        onCreated(invitation);
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(error.fields);
        toast.error(messageOf(error));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <GuideSelect
          label={t('invitations.guide')}
          withAsterisk
          placeholder={t('invitations.chooseAGuide')}
          guides={guides}
          {...field('id_guide')}
          value={values.id_guide || null}
          allowDeselect={false}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('invitations.guestName')} withAsterisk {...field('guest_name')} autoComplete="off" />
          <TextInput
            label={t('invitations.guestEMail')}
            withAsterisk
            type="email"
            {...field('guest_email')}
            autoComplete="off"
          />
          <TextInput label={t('invitations.checkIn')} withAsterisk type="datetime-local" {...field('check_in')} />
          <TextInput label={t('invitations.checkOut')} withAsterisk type="datetime-local" {...field('check_out')} />
          <TextInput
            label={t('invitations.accessFrom')}
            type="datetime-local"
            {...field('access_from')}
            description={
              settings.data
                ? t('invitations.defaultHoursBeforeCheckinH', {
                    hours_before_checkin: settings.data.hours_before_checkin,
                  })
                : undefined
            }
          />
          <TextInput
            label={t('invitations.accessTo')}
            type="datetime-local"
            {...field('access_to')}
            description={
              settings.data
                ? t('invitations.defaultHoursAfterCheckoutH', {
                    hours_after_checkout: settings.data.hours_after_checkout,
                  })
                : undefined
            }
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {MESSAGES.invitation.timezoneNote(timezone)}
        </Text>
        {guideLanguages.length > 1 ? (
          <Select
            label={t('invitations.stayLanguage')}
            description={t('invitations.stayLanguageHelp')}
            data={guideLanguages.map((tag) => ({ value: tag, label: languageLabel(tag) }))}
            {...field('language')}
            value={values.language || guideLanguages[0]!}
            allowDeselect={false}
          />
        ) : null}
        <Checkbox label={t('invitations.sendTheInvitationEMail')} {...field('send_email', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('invitations.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('invitations.createInvitation')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
