/**
 * Registration form: email, name, last name, password and its confirmation with a show/hide
 * toggle, Register and a Sign In link. Each field's message shows under it, and the result in a
 * popup. The server's reason for a refusal (e.g. the address is taken) is shown under its field
 * and in the popup.
 */
import { useEffect, useState } from 'react';
import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { DURATIONS, MESSAGES, RESULT } from '@guidebook/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { popup, preloadDialogs } from '../../../components/ui/dialogs.tsx';
import { useRegister } from '../api/register.ts';
import { checkWith, preloadValidation } from '../load-validation.ts';
import type { RegistrationValues } from '../validation.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { browserLanguage } from '../../../lib/i18n/languages.ts';

const EMPTY: RegistrationValues = { email: '', name: '', lastname: '', password: '', password_confirm: '' };

export function SignupForm() {
  const form = useForm<RegistrationValues>({
    initialValues: EMPTY,
    validate: checkWith((v) => v.validateRegistration),
  });
  const [showPasswords, setShowPasswords] = useState(false);
  const register = useRegister();

  // The result is always a popup: have its code ready before the click.
  useEffect(preloadDialogs, []);
  useEffect(preloadValidation, []);

  const submit = form.onSubmit(async (values) => {
    try {
      await register.mutateAsync({
        ...values,
        email: values.email.trim(),
        name: values.name.trim(),
        lastname: values.lastname.trim(),
        // The account starts in the browser's language (the best catalog match).
        language: browserLanguage(),
      });
      popup({
        kind: 'success',
        title: MESSAGES.register.successTitle,
        text: MESSAGES.register.successText,
        durationMs: DURATIONS.REGISTRATION_POPUP_MS,
      });
      // After the popup, /confirmation with a page reload.
      setTimeout(() => window.location.assign(ROUTES.confirmation), DURATIONS.REGISTRATION_POPUP_MS);
    } catch (error) {
      if (error instanceof ApiError && error.envelope) {
        const detail = refusalDetail(error);
        if (detail.field) form.setFieldError(detail.field, detail.text);
        popup({ kind: 'error', title: MESSAGES.register.failed, text: detail.text });
      } else {
        popup({ kind: 'error', title: MESSAGES.register.error });
      }
    }
  });

  const passwordType = showPasswords ? 'text' : 'password';

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput label={t('auth.name')} autoComplete="given-name" required {...form.getInputProps('name')} />
        <TextInput label={t('auth.lastName')} autoComplete="family-name" required {...form.getInputProps('lastname')} />
        <TextInput
          label={t('auth.password')}
          type={passwordType}
          autoComplete="new-password"
          required
          description={t('auth.atLeast8Characters')}
          {...form.getInputProps('password')}
        />
        <TextInput
          label={t('auth.confirmPassword')}
          type={passwordType}
          autoComplete="new-password"
          required
          {...form.getInputProps('password_confirm')}
        />
        <Checkbox
          label={t('auth.showPasswords')}
          checked={showPasswords}
          onChange={(e) => setShowPasswords(e.currentTarget.checked)}
        />
        <Button type="submit" fullWidth loading={register.isPending}>
          {t('auth.register')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.alreadyHaveAnAccount')}{' '}
          <Anchor component={Link} to={ROUTES.login}>
            {t('auth.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

/** What the server said and which field it concerns (12: its FIELDS; 13: the e-mail is taken). */
function refusalDetail(error: ApiError): { text: string; field?: string } {
  if (error.code === RESULT.VALIDATION) {
    const field = Object.keys(error.fields).find((f) => f in EMPTY);
    return { text: (field && error.fields[field]) || error.message, field };
  }
  if (error.code === RESULT.CONFLICT) return { text: error.message, field: 'email' };
  return { text: error.message };
}
