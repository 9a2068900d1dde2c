/** Accounts: registration, verification, sign-in, password recovery. */
import { z } from 'zod';
import { LIMITS, MESSAGES } from './constants.ts';

const m = MESSAGES.register;

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, MESSAGES.guide.maxLength(200));

/** One part (vc, vi) of an e-mailed link's query. */
export const ZLinkPart = (name: string) =>
  z
    .string({ error: MESSAGES.input.required(name) })
    .min(1, MESSAGES.input.required(name))
    .max(200, MESSAGES.guide.maxLength(200));

export const ZEmail = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(254, MESSAGES.guide.maxLength(254))
  .pipe(z.email({ error: MESSAGES.validator.invalidEmail }))
  .transform((v) => v.toLowerCase());

export const ZPassword = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .min(LIMITS.PASSWORD_MIN, m.passwordTooShort)
  .max(200, MESSAGES.guide.maxLength(200));

/** A language the app is written in: its code ("fr", "pt"); the server checks it is one of them. */
export const ZAccountLanguage = z
  .string({ error: MESSAGES.profile.languageInvalid })
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, MESSAGES.profile.languageInvalid)
  .max(35, MESSAGES.profile.languageInvalid);

export const ZRegisterRequest = z
  .object({
    email: ZEmail,
    name: requiredText(m.nameRequired),
    lastname: requiredText(m.lastnameRequired),
    password: ZPassword,
    password_confirm: z.string({ error: m.passwordConfirmRequired }).min(1, m.passwordConfirmRequired),
    /** The language the account reads the app in (the browser's); else the best match of Accept-Language. */
    language: ZAccountLanguage.optional(),
  })
  .refine((v) => v.password === v.password_confirm, {
    message: m.passwordsDoNotMatch,
    path: ['password_confirm'],
  });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZVerificationQuery = z.object({
  vc: ZLinkPart('vc'),
  vi: ZLinkPart('vi'),
});
export type TVerificationQuery = z.infer<typeof ZVerificationQuery>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZEmailOnlyRequest = z.object({ email: ZEmail });
export type TEmailOnlyRequest = z.infer<typeof ZEmailOnlyRequest>;

export const ZPasswordResetRequest = z
  .object({
    vc: ZLinkPart('vc'),
    vi: ZLinkPart('vi'),
    password: ZPassword,
    password_confirm: z.string({ error: m.passwordConfirmRequired }).min(1, m.passwordConfirmRequired),
  })
  .refine((v) => v.password === v.password_confirm, {
    message: m.passwordsDoNotMatch,
    path: ['password_confirm'],
  });
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

export const ZUser = z.object({
  id_user: z.number(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  /** The caller's role in the workspace the request acted in: owner, admin, editor or viewer (team.ts). */
  role: z.string(),
  /** What that role may do there: team.ts PERMISSIONS (`guides.write`, `members.manage`, ...). */
  permissions: z.array(z.string()),
  /** The workspace the request acted in (the X-Workspace header, or the caller's own). */
  workspace: z.object({ id_workspace: z.number(), name: z.string() }),
  /** The language the account reads the app, the server's messages and its e-mails in ("en", "fr", …). */
  language: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZLoginResult = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: ZUser,
  permissions: z.array(z.string()),
});
export type TLoginResult = z.infer<typeof ZLoginResult>;

export const ZProfileUpdateRequest = z.object({
  name: requiredText(m.nameRequired),
  lastname: requiredText(m.lastnameRequired),
  /** Optional: the account's language, one of the languages the app is written in. */
  language: ZAccountLanguage.optional(),
});
export type TProfileUpdateRequest = z.infer<typeof ZProfileUpdateRequest>;

export const ZPasswordChangeRequest = z
  .object({
    current_password: z
      .string({ error: MESSAGES.password.currentRequired })
      .min(1, MESSAGES.password.currentRequired)
      .max(200, MESSAGES.guide.maxLength(200)),
    password: ZPassword,
    password_confirm: z.string({ error: m.passwordConfirmRequired }).min(1, m.passwordConfirmRequired),
  })
  .refine((v) => v.password === v.password_confirm, {
    message: m.passwordsDoNotMatch,
    path: ['password_confirm'],
  });
export type TPasswordChangeRequest = z.infer<typeof ZPasswordChangeRequest>;
