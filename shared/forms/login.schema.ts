import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 12;

/** Sign-in (/login and `POST /api/auth/login`). */
export const LoginSchema = z.object({
  email: z
    .string("validation.emailInvalid")
    .trim()
    .toLowerCase()
    .min(1, "validation.emailInvalid")
    .email("validation.emailInvalid")
    .max(254, "validation.emailInvalid"),
  password: z.string("validation.passwordRequired").min(1, "validation.passwordRequired").max(256, "validation.tooLong"),
});

/** A new password: long enough to resist guessing, short enough to bound hashing work. */
export const NewPasswordSchema = z
  .string("validation.passwordTooShort")
  .min(PASSWORD_MIN_LENGTH, "validation.passwordTooShort")
  .max(256, "validation.tooLong");

/** Password change (`POST /api/auth/password`): every other session of the account ends. */
export const ChangePasswordSchema = z.object({
  currentPassword: z.string("validation.passwordRequired").min(1, "validation.passwordRequired").max(256, "validation.tooLong"),
  newPassword: NewPasswordSchema,
});
