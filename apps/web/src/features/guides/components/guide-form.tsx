/**
 * Every guide field (id_map is not shown), used to create a guide and on the edit screen's
 * Details tab. * marks title, address, state, postal code, country, address visibility and
 * timezone; only the title is checked (validation.ts).
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { LIMITS, VISIBILITY_OPTIONS, WIFI_SECURITY_OPTIONS, type TWifiSecurity } from '@guidebook/contract';
import { asVisibility, validateGuide, type GuideFormErrors, type GuideFormValues } from '../validation.ts';
import { CharCount } from '../../../components/ui/char-count.tsx';
import { useFormDraft, type FormDraft } from '../../../components/ui/use-form-draft.ts';
import { focusFirstInvalid } from '../../../lib/form-errors.ts';
import { TimezoneSelect } from './timezone-select.tsx';

const visibilityData = VISIBILITY_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));
const securityData = WIFI_SECURITY_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

type Props = {
  initial: GuideFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Sends the values; when it returns a promise that resolves, the edits count as saved. */
  onSubmit: (values: GuideFormValues) => Promise<unknown> | void;
  /** Extra buttons beside submit (e.g. Go Back); handed the draft, to ask before discarding it. */
  extraActions?: ReactNode | ((draft: FormDraft<GuideFormValues>) => ReactNode);
  /** Keeps the draft under this key while the form is unmounted (the edit screen's other tabs). */
  draftKey?: string;
  /** Errors the server returned per field. */
  serverErrors?: GuideFormErrors;
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
  serverErrors,
  extraFields,
  draftKey,
  readOnly = false,
}: Props) {
  const draft = useFormDraft(initial, { key: draftKey });
  const { values, setValues } = draft;
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<GuideFormErrors>({});
  const shown: GuideFormErrors = { ...serverErrors, ...errors };

  const setText = (field: keyof GuideFormValues) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((er) => ({ ...er, [field]: undefined }));
  };
  const setVisibility =
    (field: 'phone_id_contact_type' | 'phone2_id_contact_type' | 'id_address_view' | 'wifi_view') =>
    (v: string | null) =>
      setValues((s) => ({ ...s, [field]: asVisibility(Number(v)) }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateGuide(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const sent = onSubmit(values);
    if (sent) sent.then(draft.markSaved, () => undefined);
    else draft.markSaved();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <Fieldset legend="Guide" p={{ base: 'xs', sm: 'md' }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Title"
                withAsterisk
                value={values.title}
                onChange={setText('title')}
                error={shown.title}
                description={<CharCount value={values.title} max={LIMITS.TITLE_MAX} />}
              />
              <TextInput
                label="Subtitle"
                value={values.subtitle}
                onChange={setText('subtitle')}
                error={shown.subtitle}
                description={<CharCount value={values.subtitle} max={LIMITS.SUBTITLE_MAX} />}
              />
              <TextInput label="Host" value={values.host} onChange={setText('host')} error={shown.host} />
            </SimpleGrid>
            <Textarea
              mt="sm"
              label="Welcome text"
              description={
                <CharCount
                  value={values.welcome}
                  max={LIMITS.WELCOME_MAX}
                  prefix="Shown on the Home tab of the guest guide: "
                />
              }
              autosize
              minRows={3}
              maxRows={10}
              value={values.welcome}
              onChange={setText('welcome')}
              error={shown.welcome}
            />
          </Fieldset>
          <Fieldset legend="Contact" p={{ base: 'xs', sm: 'md' }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Phone"
                type="tel"
                value={values.phone}
                onChange={setText('phone')}
                error={shown.phone}
              />
              <Select
                label="Phone visibility"
                data={visibilityData}
                allowDeselect={false}
                value={String(values.phone_id_contact_type)}
                onChange={setVisibility('phone_id_contact_type')}
              />
              <TextInput
                label="Second phone"
                type="tel"
                value={values.phone2}
                onChange={setText('phone2')}
                error={shown.phone2}
              />
              <Select
                label="Second phone visibility"
                data={visibilityData}
                allowDeselect={false}
                value={String(values.phone2_id_contact_type)}
                onChange={setVisibility('phone2_id_contact_type')}
              />
              <TextInput
                label="E-mail"
                type="email"
                value={values.email}
                onChange={setText('email')}
                error={shown.email}
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Address" p={{ base: 'xs', sm: 'md' }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Address"
                withAsterisk
                value={values.address}
                onChange={setText('address')}
                error={shown.address}
              />
              <TextInput
                label="Address line 2"
                value={values.address2}
                onChange={setText('address2')}
                error={shown.address2}
              />
              <TextInput label="City" value={values.city} onChange={setText('city')} error={shown.city} />
              <TextInput
                label="State"
                withAsterisk
                value={values.state}
                onChange={setText('state')}
                error={shown.state}
              />
              <TextInput
                label="Postal code"
                withAsterisk
                value={values.zipcode}
                onChange={setText('zipcode')}
                error={shown.zipcode}
              />
              <TextInput
                label="Country"
                withAsterisk
                value={values.country}
                onChange={setText('country')}
                error={shown.country}
              />
              <Select
                label="Address visibility"
                withAsterisk
                data={visibilityData}
                allowDeselect={false}
                value={String(values.id_address_view)}
                onChange={setVisibility('id_address_view')}
              />
              <TimezoneSelect
                required
                value={values.timezone}
                onChange={(timezone) => setValues((v) => ({ ...v, timezone }))}
                error={shown.timezone}
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Stay and WiFi" p={{ base: 'xs', sm: 'md' }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Check-in time"
                type="time"
                value={values.check_in_time}
                onChange={setText('check_in_time')}
                error={shown.check_in_time}
              />
              <TextInput
                label="Check-out time"
                type="time"
                value={values.check_out_time}
                onChange={setText('check_out_time')}
                error={shown.check_out_time}
              />
              <TextInput
                label="WiFi network name"
                autoComplete="off"
                value={values.wifi_name}
                onChange={setText('wifi_name')}
                error={shown.wifi_name}
              />
              <TextInput
                label="WiFi password"
                autoComplete="off"
                spellCheck={false}
                value={values.wifi_password}
                onChange={setText('wifi_password')}
                error={shown.wifi_password}
              />
              <Select
                label="WiFi security"
                data={securityData}
                allowDeselect={false}
                value={values.wifi_security}
                onChange={(v) => v && setValues((s) => ({ ...s, wifi_security: v as TWifiSecurity }))}
              />
              <Select
                label="WiFi visibility"
                description="Hidden: shown to invited guests during their stay."
                data={visibilityData}
                allowDeselect={false}
                value={String(values.wifi_view)}
                onChange={setVisibility('wifi_view')}
              />
            </SimpleGrid>
          </Fieldset>
          <Textarea
            label="Comment"
            autosize
            minRows={2}
            value={values.comment}
            onChange={setText('comment')}
            error={shown.comment}
          />
          {extraFields}
          <Group justify="flex-end" gap="sm">
            {typeof extraActions === 'function' ? extraActions(draft) : extraActions}
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
