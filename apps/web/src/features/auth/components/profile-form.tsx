/** Changes the host's name and last name; the stored session user follows. */
import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { focusFirstInvalid, hasErrors, type FieldErrors } from '../../../lib/form-errors.ts';
import { useModifyProfile } from '../api/modify-profile.ts';
import { validateProfile, type ProfileValues } from '../validation.ts';

export function ProfileForm({ initial, email }: { initial: ProfileValues; email: string }) {
  const draft = useFormDraft(initial);
  const { values, setValues } = draft;
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<keyof ProfileValues>>({});
  const modify = useModifyProfile();

  const set = (field: keyof ProfileValues) => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((er) => ({ ...er, [field]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    modify.mutate(
      { name: values.name.trim(), lastname: values.lastname.trim() },
      {
        onSuccess: () => {
          draft.markSaved();
          toast.success(MESSAGES.profile.updated);
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fields);
          toast.error(messageOf(error));
        },
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="E-mail" value={email} readOnly description="The e-mail address cannot be changed." />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Name"
            required
            autoComplete="given-name"
            value={values.name}
            onChange={set('name')}
            error={errors.name}
          />
          <TextInput
            label="Last Name"
            required
            autoComplete="family-name"
            value={values.lastname}
            onChange={set('lastname')}
            error={errors.lastname}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={modify.isPending}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
