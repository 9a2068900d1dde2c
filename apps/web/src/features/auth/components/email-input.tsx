import { TextInput, type TextInputProps } from '@mantine/core';
import { t } from '../../../lib/i18n/admin-i18n.ts';

/** The e-mail address a person signs in or recovers a password with: typed as e-mail, filled by the browser. */
export function EmailInput(props: TextInputProps) {
  return <TextInput label={t('auth.eMail')} type="email" autoComplete="email" required {...props} />;
}
