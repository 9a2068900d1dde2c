/** Asks for the account's e-mail and sends a password reset link. */
import { useEffect } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { messageOf } from '../../../lib/api-client.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { useRecoverPassword } from '../api/recover-password.ts';
import { checkWith, preloadValidation } from '../load-validation.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { EmailInput } from './email-input.tsx';

export function PasswordRecoverForm() {
  const form = useForm({
    initialValues: { email: '' },
    validate: checkWith((v) => ({ email }: { email: string }) => ({ email: v.emailError(email) })),
  });
  const recover = useRecoverPassword();
  const navigate = useNavigate();

  useEffect(preloadValidation, []);

  const submit = form.onSubmit(({ email }) =>
    recover.mutate({ email: email.trim() }, { onSuccess: () => navigate(ROUTES.passwordRecoverSuccess) }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {recover.isError ? (
          <Alert color="red" role="alert">
            {messageOf(recover.error)}
          </Alert>
        ) : null}
        <EmailInput {...form.getInputProps('email')} />
        <Button type="submit" fullWidth loading={recover.isPending}>
          {t('auth.sendResetLink')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={ROUTES.login}>
            {t('auth.backToSignIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
