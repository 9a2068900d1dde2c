/** Changes the password (needs the current one); the server keeps this session signed in. */
import { useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { focusFirstInvalid, hasErrors, type FieldErrors } from '../../../lib/form-errors.ts';
import { useChangePassword } from '../api/change-password.ts';
import { validatePasswordChange, type PasswordChangeValues } from '../validation.ts';

const EMPTY: PasswordChangeValues = { current_password: '', password: '', password_confirm: '' };

export function PasswordChangeForm() {
  const draft = useFormDraft(EMPTY);
  const { values, setValues } = draft;
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<keyof PasswordChangeValues>>({});
  const [show, setShow] = useState(false);
  const change = useChangePassword();

  const set = (field: keyof PasswordChangeValues) => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((er) => ({ ...er, [field]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    change.mutate(values, {
      onSuccess: () => {
        draft.reset();
        toast.success(MESSAGES.password.changed);
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fields);
        toast.error(messageOf(error));
      },
    });
  };

  const type = show ? 'text' : 'password';
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Current password"
          type={type}
          required
          autoComplete="current-password"
          value={values.current_password}
          onChange={set('current_password')}
          error={errors.current_password}
        />
        <TextInput
          label="New password"
          type={type}
          required
          autoComplete="new-password"
          description="At least 8 characters."
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <TextInput
          label="Confirm new password"
          type={type}
          required
          autoComplete="new-password"
          value={values.password_confirm}
          onChange={set('password_confirm')}
          error={errors.password_confirm}
        />
        <Checkbox label="Show passwords" checked={show} onChange={(e) => setShow(e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
