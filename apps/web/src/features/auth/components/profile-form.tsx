/** Changes the host's name and last name; the stored session user follows. */
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useModifyProfile } from '../api/modify-profile.ts';
import { validateProfile, type ProfileValues } from '../validation.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export function ProfileForm({ initial, email }: { initial: ProfileValues; email: string }) {
  const form = useFormDraft(initial, { validate: validateProfile });
  const modify = useModifyProfile();

  const submit = form.submitWith((values) =>
    modify.mutate(
      { name: values.name.trim(), lastname: values.lastname.trim() },
      {
        onSuccess: () => {
          form.markSaved();
          toast.success(MESSAGES.profile.updated);
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors(error.fields);
          toast.error(messageOf(error));
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('auth.eMail')}
          type="email"
          value={email}
          readOnly
          description={t('auth.theEMailAddressCannot')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('auth.name')} required autoComplete="given-name" {...form.getInputProps('name')} />
          <TextInput
            label={t('auth.lastName')}
            required
            autoComplete="family-name"
            {...form.getInputProps('lastname')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={modify.isPending}>
            {t('auth.saveProfile')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
