/** Asks for the account's e-mail and sends a password reset link. */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { messageOf } from '../../../lib/api-client.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { useRecoverPassword } from '../api/recover-password.ts';
import { loadValidation, preloadValidation } from '../load-validation.ts';

export function PasswordRecoverForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const recover = useRecoverPassword();
  const navigate = useNavigate();

  useEffect(preloadValidation, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = (await loadValidation())?.emailError(email);
    setError(found);
    if (found) return;
    recover.mutate({ email: email.trim() }, { onSuccess: () => navigate(ROUTES.passwordRecoverSuccess) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {recover.isError ? (
          <Alert color="red" role="alert">
            {messageOf(recover.error)}
          </Alert>
        ) : null}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" fullWidth loading={recover.isPending}>
          Send reset link
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={ROUTES.login}>
            Back to Sign In
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
