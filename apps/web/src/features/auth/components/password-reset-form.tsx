/** Sets a new password from the e-mailed link (vc, vi), then returns to /login with a notice. */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@guidebook/contract';
import { messageOf } from '../../../lib/api-client.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { hasErrors, type FieldErrors } from '../../../lib/form-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { loadValidation, preloadValidation } from '../load-validation.ts';

export function PasswordResetForm({ vc, vi }: { vc: string; vi: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [show, setShow] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<'password' | 'password_confirm'>>({});
  const reset = useResetPassword();
  const navigate = useNavigate();

  useEffect(preloadValidation, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found =
      (await loadValidation())?.validatePasswordReset({ vc, vi, password, password_confirm: confirm }) ?? {};
    setErrors(found);
    if (hasErrors(found)) return;
    reset.mutate(
      { vc, vi, password, password_confirm: confirm },
      { onSuccess: () => navigate(ROUTES.login, { replace: true, state: { notice: MESSAGES.password.resetDone } }) },
    );
  };

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
          label="New password"
          type={type}
          autoComplete="new-password"
          required
          description="At least 8 characters."
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
        />
        <TextInput
          label="Confirm new password"
          type={type}
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.currentTarget.value)}
          error={errors.password_confirm}
        />
        <Checkbox label="Show passwords" checked={show} onChange={(e) => setShow(e.currentTarget.checked)} />
        <Button type="submit" fullWidth loading={reset.isPending}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
