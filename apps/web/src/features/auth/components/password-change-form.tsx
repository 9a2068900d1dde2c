/** Changes the password (needs the current one); the server keeps this session signed in. */
import { useState } from 'react';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { validatePasswordChange, type PasswordChangeValues } from '../validation.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const EMPTY: PasswordChangeValues = { current_password: '', password: '', password_confirm: '' };

export function PasswordChangeForm() {
  const form = useFormDraft(EMPTY, { validate: validatePasswordChange });
  const [show, setShow] = useState(false);
  const change = useChangePassword();

  const submit = form.submitWith((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.discard();
        toast.success(MESSAGES.password.changed);
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(error.fields);
        toast.error(messageOf(error));
      },
    }),
  );

  const type = show ? 'text' : 'password';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('auth.currentPassword')}
          type={type}
          required
          autoComplete="current-password"
          {...form.getInputProps('current_password')}
        />
        <TextInput
          label={t('auth.newPassword')}
          type={type}
          required
          autoComplete="new-password"
          description={t('auth.atLeast8Characters')}
          {...form.getInputProps('password')}
        />
        <TextInput
          label={t('auth.confirmNewPassword')}
          type={type}
          required
          autoComplete="new-password"
          {...form.getInputProps('password_confirm')}
        />
        <Checkbox label={t('auth.showPasswords')} checked={show} onChange={(e) => setShow(e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('auth.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
