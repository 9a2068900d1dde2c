/** Sets a new password from the e-mailed link (vc, vi), then returns to /login with a notice. */
import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@guidebook/contract';
import { messageOf } from '../../../lib/api-client.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { checkWith, preloadValidation } from '../load-validation.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

type NewPassword = { password: string; password_confirm: string };

export function PasswordResetForm({ vc, vi }: { vc: string; vi: string }) {
  const form = useForm({
    initialValues: { password: '', password_confirm: '' },
    validate: checkWith((v) => (values: NewPassword) => v.validatePasswordReset({ vc, vi, ...values })),
  });
  const [show, setShow] = useState(false);
  const reset = useResetPassword();
  const navigate = useNavigate();

  useEffect(preloadValidation, []);

  const submit = form.onSubmit((values) =>
    reset.mutate(
      { vc, vi, ...values },
      { onSuccess: () => navigate(ROUTES.login, { replace: true, state: { notice: MESSAGES.password.resetDone } }) },
    ),
  );

  const type = show ? 'text' : 'password';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {reset.isError ? (
          <Alert color="red" role="alert">
            {messageOf(reset.error)}
          </Alert>
        ) : null}
        <TextInput
          label={t('auth.newPassword')}
          type={type}
          autoComplete="new-password"
          required
          description={t('auth.atLeast8Characters')}
          {...form.getInputProps('password')}
        />
        <TextInput
          label={t('auth.confirmNewPassword')}
          type={type}
          autoComplete="new-password"
          required
          {...form.getInputProps('password_confirm')}
        />
        <Checkbox label={t('auth.showPasswords')} checked={show} onChange={(e) => setShow(e.currentTarget.checked)} />
        <Button type="submit" fullWidth loading={reset.isPending}>
          {t('auth.changePassword')}
        </Button>
      </Stack>
    </form>
  );
}
