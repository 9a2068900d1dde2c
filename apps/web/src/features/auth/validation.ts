/**
 * Checks of the account forms before anything is sent (spec section 5): one message per
 * field, shown under the field; an empty result means the form may be sent.
 */
import { LIMITS, MESSAGES } from '@guidebook/contract';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const r = MESSAGES.register;

// The same shape the e-mail input type accepts: something@something.something.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return r.emailRequired;
  if (!EMAIL_RE.test(value)) return MESSAGES.validator.invalidEmail;
  return undefined;
}

/** A new password and its confirmation: required, at least 8 characters, the same. */
export function newPasswordErrors(password: string, confirm: string): FieldErrors<'password' | 'password_confirm'> {
  const errors: FieldErrors<'password' | 'password_confirm'> = {};
  if (!password) errors.password = r.passwordRequired;
  else if (password.length < LIMITS.PASSWORD_MIN) errors.password = r.passwordTooShort;
  if (!confirm) errors.password_confirm = r.passwordConfirmRequired;
  else if (password && confirm !== password) errors.password_confirm = r.passwordsDoNotMatch;
  return errors;
}

export type RegistrationValues = {
  email: string;
  name: string;
  lastname: string;
  password: string;
  password_confirm: string;
};

export function validateRegistration(v: RegistrationValues): FieldErrors<keyof RegistrationValues> {
  const errors: FieldErrors<keyof RegistrationValues> = {};
  const email = emailError(v.email);
  if (email) errors.email = email;
  if (!v.name.trim()) errors.name = r.nameRequired;
  if (!v.lastname.trim()) errors.lastname = r.lastnameRequired;
  return { ...errors, ...newPasswordErrors(v.password, v.password_confirm) };
}

export type LoginValues = { email: string; password: string };

export function validateLogin(v: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  const email = emailError(v.email);
  if (email) errors.email = email;
  if (!v.password) errors.password = r.passwordRequired;
  return errors;
}

export type ProfileValues = { name: string; lastname: string };

export function validateProfile(v: ProfileValues): FieldErrors<keyof ProfileValues> {
  const errors: FieldErrors<keyof ProfileValues> = {};
  if (!v.name.trim()) errors.name = r.nameRequired;
  if (!v.lastname.trim()) errors.lastname = r.lastnameRequired;
  return errors;
}

export type PasswordChangeValues = { current_password: string; password: string; password_confirm: string };

export function validatePasswordChange(v: PasswordChangeValues): FieldErrors<keyof PasswordChangeValues> {
  const errors: FieldErrors<keyof PasswordChangeValues> = {};
  if (!v.current_password) errors.current_password = MESSAGES.password.currentRequired;
  return { ...errors, ...newPasswordErrors(v.password, v.password_confirm) };
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
