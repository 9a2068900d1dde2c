/**
 * Every guide field (id_map is not shown), used to create a guide and on the edit screen's
 * Details tab. * marks title, address, state, postal code, country, address visibility and
 * timezone; only the title is checked (validation.ts). A refusal's messages per field show
 * under the fields.
 */
import type { ReactNode } from 'react';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { LIMITS, VISIBILITY_OPTIONS, WIFI_SECURITY_OPTIONS } from '@guidebook/contract';
import { asVisibility, validateGuide, type GuideFormValues } from '../validation.ts';
import { CharCount } from '../../../components/ui/char-count.tsx';
import { useFormDraft, type FormDraft } from '../../../components/ui/use-form-draft.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { TimezoneSelect } from './timezone-select.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

// Made at render: an option's label is read in the host's language when it is shown.
const visibilityData = () => VISIBILITY_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));
const securityData = () => WIFI_SECURITY_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

type VisibilityField = 'phone_id_contact_type' | 'phone2_id_contact_type' | 'id_address_view' | 'wifi_view';

type Props = {
  initial: GuideFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /**
   * Sends the values; when it returns a promise that resolves, the edits count as saved; when it
   * rejects with the server's refusal, its messages per field show under the fields.
   */
  onSubmit: (values: GuideFormValues) => Promise<unknown> | void;
  /** Extra buttons beside submit (e.g. Go Back); handed the draft, to ask before discarding it. */
  extraActions?: ReactNode | ((draft: FormDraft<GuideFormValues>) => ReactNode);
  /** Keeps the draft under this key while the form is unmounted (the edit screen's other tabs). */
  draftKey?: string;
  /** Extra fields shown above the buttons (e.g. the create form's template checkbox). */
  extraFields?: ReactNode;
  /** Shown, not changed: every field disabled and no submit (a role that may not change guides). */
  readOnly?: boolean;
};

export function GuideForm({
  initial,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  extraActions,
  extraFields,
  draftKey,
  readOnly = false,
}: Props) {
  const form = useFormDraft(initial, { key: draftKey, validate: validateGuide });
  const { values } = form;

  // A visibility is a number in the values and a string in the select.
  const visibilityProps = (field: VisibilityField) => ({
    value: String(values[field]),
    onChange: (v: string | null) => form.setFieldValue(field, asVisibility(Number(v))),
  });

  const submit = form.submitWith((sent) => {
    const saving = onSubmit(sent);
    if (!saving) return form.markSaved();
    saving.then(form.markSaved, (error: unknown) => {
      if (error instanceof ApiError) form.setErrors(error.fields);
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <Fieldset legend={t('guides.legendGuide')} p={{ base: 'xs', sm: 'md' }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('guides.title')}
                withAsterisk
                {...form.getInputProps('title')}
                description={<CharCount value={values.title} max={LIMITS.TITLE_MAX} />}
              />
              <TextInput
                label={t('guides.subtitle')}
                {...form.getInputProps('subtitle')}
                description={<CharCount value={values.subtitle} max={LIMITS.SUBTITLE_MAX} />}
              />
              <TextInput label={t('guides.host')} {...form.getInputProps('host')} />
            </SimpleGrid>
            <Textarea
              mt="sm"
              label={t('guides.welcomeText')}
              description={
                <CharCount value={values.welcome} max={LIMITS.WELCOME_MAX} prefix={t('guides.welcomeShownOnHome')} />
              }
              autosize
              minRows={3}
              maxRows={10}
              {...form.getInputProps('welcome')}
            />
          </Fieldset>
          <Fieldset legend={t('guides.legendContact')} p={{ base: 'xs', sm: 'md' }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('guides.phone')} type="tel" {...form.getInputProps('phone')} />
              <Select
                label={t('guides.phoneVisibility')}
                data={visibilityData()}
                allowDeselect={false}
                {...visibilityProps('phone_id_contact_type')}
              />
              <TextInput label={t('guides.secondPhone')} type="tel" {...form.getInputProps('phone2')} />
              <Select
                label={t('guides.secondPhoneVisibility')}
                data={visibilityData()}
                allowDeselect={false}
                {...visibilityProps('phone2_id_contact_type')}
              />
              <TextInput label={t('guides.eMail')} type="email" {...form.getInputProps('email')} />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('guides.address')} p={{ base: 'xs', sm: 'md' }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('guides.address')} withAsterisk {...form.getInputProps('address')} />
              <TextInput label={t('guides.addressLine2')} {...form.getInputProps('address2')} />
              <TextInput label={t('guides.city')} {...form.getInputProps('city')} />
              <TextInput label={t('guides.state')} withAsterisk {...form.getInputProps('state')} />
              <TextInput label={t('guides.postalCode')} withAsterisk {...form.getInputProps('zipcode')} />
              <TextInput label={t('guides.country')} withAsterisk {...form.getInputProps('country')} />
              <Select
                label={t('guides.addressVisibility')}
                withAsterisk
                data={visibilityData()}
                allowDeselect={false}
                {...visibilityProps('id_address_view')}
              />
              <TimezoneSelect required {...form.getInputProps('timezone')} />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('guides.legendStayWifi')} p={{ base: 'xs', sm: 'md' }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('guides.checkInTime')} type="time" {...form.getInputProps('check_in_time')} />
              <TextInput label={t('guides.checkOutTime')} type="time" {...form.getInputProps('check_out_time')} />
              <TextInput label={t('guides.wifiNetworkName')} autoComplete="off" {...form.getInputProps('wifi_name')} />
              <TextInput
                label={t('guides.wifiPassword')}
                autoComplete="off"
                spellCheck={false}
                {...form.getInputProps('wifi_password')}
              />
              <Select
                label={t('guides.wifiSecurity')}
                data={securityData()}
                allowDeselect={false}
                {...form.getInputProps('wifi_security')}
              />
              <Select
                label={t('guides.wifiVisibility')}
                description={t('guides.hiddenShownToInvitedGuests')}
                data={visibilityData()}
                allowDeselect={false}
                {...visibilityProps('wifi_view')}
              />
            </SimpleGrid>
          </Fieldset>
          <Textarea label={t('guides.comment')} autosize minRows={2} {...form.getInputProps('comment')} />
          {extraFields}
          <Group justify="flex-end" gap="sm">
            {typeof extraActions === 'function' ? extraActions(form) : extraActions}
            {readOnly ? null : (
              <Button type="submit" loading={false} disabled={pending}>
                {pending ? pendingLabel : submitLabel}
              </Button>
            )}
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
