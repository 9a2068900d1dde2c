/**
 * Sign-in form. An account whose e-mail is not verified yet (RES_CODE 43) is told so and
 * offered a new verification link. Success stores the session; the router then shows
 * the signed-in area.
 */
import { useEffect } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { MESSAGES, RESULT } from '@guidebook/contract';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { useLogin } from '../api/login.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { checkWith, preloadValidation } from '../load-validation.ts';
import type { LoginValues } from '../validation.ts';
import { loadAdminTexts, t } from '../../../lib/i18n/admin-i18n.ts';
import { EmailInput } from './email-input.tsx';

export function LoginForm({ notice }: { notice?: string }) {
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: checkWith((v) => v.validateLogin),
  });
  const { values } = form;
  const login = useLogin();
  const resend = useResendVerification();
  const unverified = login.error instanceof ApiError && login.error.code === RESULT.FORBIDDEN;

  useEffect(preloadValidation, []);

  const submit = form.onSubmit(({ email, password }) => {
    resend.reset();
    // The signed-in screens' texts download beside the sign-in, so the dashboard waits for neither.
    void loadAdminTexts();
    login.mutate({ email: email.trim(), password });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {notice ? (
          <Alert color="teal" role="status">
            {notice}
          </Alert>
        ) : null}
        {login.isError && !unverified ? (
          <Alert color="red" role="alert">
            {messageOf(login.error)}
          </Alert>
        ) : null}
        {unverified ? (
          <Alert color="yellow" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{MESSAGES.login.unverified}</Text>
              {resend.isSuccess ? (
                <Text size="sm" role="status">
                  {MESSAGES.login.resent}
                </Text>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  loading={resend.isPending}
                  onClick={() => resend.mutate({ email: values.email.trim() })}
                >
                  {t('auth.resendVerification')}
                </Button>
              )}
              {resend.isError ? <Text size="sm">{messageOf(resend.error)}</Text> : null}
            </Stack>
          </Alert>
        ) : null}
        <EmailInput {...form.getInputProps('email')} />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.showOrHidePassword') }}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={ROUTES.passwordReset} size="sm">
            {t('auth.forgotYourPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending}>
          {t('auth.signIn')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.noAccountYet')}{' '}
          <Anchor component={Link} to={ROUTES.signup}>
            {t('auth.signUp')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
