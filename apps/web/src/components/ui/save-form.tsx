/**
 * A form that someone who may only read sees as it is: `readOnly` disables every field (one
 * fieldset, drawn without a frame) and leaves out the save button, which otherwise ends the form on
 * the right.
 */
import type { FormEventHandler, ReactNode } from 'react';
import { Button, Group, Stack, type ButtonProps } from '@mantine/core';

export function SaveForm({
  onSubmit,
  readOnly,
  saving,
  saveLabel,
  saveButton,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  readOnly: boolean;
  saving: boolean;
  saveLabel: string;
  /** The save button's look and state beyond its label and loading (variant, disabled). */
  saveButton?: ButtonProps;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          {children}
          {readOnly ? null : (
            <Group justify="flex-end">
              <Button type="submit" loading={saving} {...saveButton}>
                {saveLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
