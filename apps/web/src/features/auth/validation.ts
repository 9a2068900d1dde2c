/**
 * Checks of the account forms before anything is sent: the contract's request
 * schemas themselves, so each field shows the message the server would give, one per field; an
 * empty result means the form may be sent.
 */
import {
  ZEmailOnlyRequest,
  ZLoginRequest,
  ZPasswordChangeRequest,
  ZPasswordResetRequest,
  ZProfileUpdateRequest,
  ZRegisterRequest,
  type TLoginRequest,
  type TPasswordChangeRequest,
  type TPasswordResetRequest,
  type TProfileUpdateRequest,
  type TRegisterRequest,
} from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';

export function emailError(email: string): string | undefined {
  return fieldErrors(ZEmailOnlyRequest, { email }).email;
}

export type RegistrationValues = TRegisterRequest;

export function validateRegistration(v: RegistrationValues): FieldErrors<keyof RegistrationValues> {
  return fieldErrors(ZRegisterRequest, v);
}

export type LoginValues = TLoginRequest;

export function validateLogin(v: LoginValues): FieldErrors<keyof LoginValues> {
  return fieldErrors(ZLoginRequest, v);
}

export type ProfileValues = TProfileUpdateRequest;

export function validateProfile(v: ProfileValues): FieldErrors<keyof ProfileValues> {
  return fieldErrors(ZProfileUpdateRequest, v);
}

export type PasswordChangeValues = TPasswordChangeRequest;

export function validatePasswordChange(v: PasswordChangeValues): FieldErrors<keyof PasswordChangeValues> {
  return fieldErrors(ZPasswordChangeRequest, v);
}

/**
 * The reset form's two fields, checked as the whole reset request (the schema's password match
 * is a refinement, so it cannot be picked apart); a bad link's codes are the server's to answer.
 */
export function validatePasswordReset(v: TPasswordResetRequest): FieldErrors<'password' | 'password_confirm'> {
  const { password, password_confirm } = fieldErrors(ZPasswordResetRequest, v);
  return { ...(password && { password }), ...(password_confirm && { password_confirm }) };
}
