import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@guidebook/contract';
import { hasErrors } from '../../lib/form-errors.ts';
import {
  emailError,
  validateLogin,
  validatePasswordChange,
  validateProfile,
  validatePasswordReset,
  validateRegistration,
} from './validation.ts';

const valid = {
  email: 'ada@example.com',
  name: 'Ada',
  lastname: 'Lovelace',
  password: 'secret123',
  password_confirm: 'secret123',
};

describe('registration form', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
    expect(hasErrors(validateRegistration(valid))).toBe(false);
  });

  it('puts its required message under every empty field', () => {
    const errors = validateRegistration({ email: '', name: ' ', lastname: '', password: '', password_confirm: '' });
    expect(errors).toEqual({
      email: 'Email is required',
      name: 'Name is required',
      lastname: 'Last Name is required',
      password: 'Password is required',
      password_confirm: 'Password confirmation is required',
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('says when the passwords differ', () => {
    expect(validateRegistration({ ...valid, password_confirm: 'secret124' })).toEqual({
      password_confirm: 'Passwords do not match',
    });
  });

  it('asks for at least 8 characters, as the server does', () => {
    expect(validateRegistration({ ...valid, password: 'short', password_confirm: 'short' })).toEqual({
      password: MESSAGES.register.passwordTooShort,
    });
    expect(validatePasswordReset({ vc: 'c', vi: 'i', password: '12345678', password_confirm: '12345678' })).toEqual({});
  });

  it('checks the e-mail shape like an e-mail input', () => {
    expect(emailError('ada@example')).toBe('Invalid email address');
    expect(emailError('not an email')).toBe('Invalid email address');
    expect(emailError('  ada@example.com ')).toBeUndefined();
  });
});

describe('other account forms', () => {
  it('password reset checks its two fields, leaving the link codes to the server', () => {
    expect(validatePasswordReset({ vc: '', vi: '', password: '', password_confirm: '' })).toEqual({
      password: 'Password is required',
      password_confirm: 'Password confirmation is required',
    });
    expect(validatePasswordReset({ vc: '', vi: '', password: 'newsecret1', password_confirm: 'newsecret1' })).toEqual(
      {},
    );
  });

  it('login needs an e-mail and a password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it('profile needs a name and a last name', () => {
    expect(validateProfile({ name: '', lastname: ' ' })).toEqual({
      name: 'Name is required',
      lastname: 'Last Name is required',
    });
  });

  it('password change needs the current password and a matching new one', () => {
    expect(validatePasswordChange({ current_password: '', password: 'newsecret1', password_confirm: 'other' })).toEqual(
      {
        current_password: MESSAGES.password.currentRequired,
        password_confirm: 'Passwords do not match',
      },
    );
  });
});
