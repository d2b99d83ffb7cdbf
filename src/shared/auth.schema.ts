import { z } from 'zod';
import { messages } from './messages.ts';

const email = z.string({ error: messages.invalidEmail }).trim().email(messages.invalidEmail).max(254);
const name = (label: string) =>
  z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, messages.required(label))
    .max(150);

export const signupInput = z.object({
  first_name: name('First name'),
  last_name: name('Last name'),
  email,
  password: z
    .string({ error: messages.required('Password') })
    .min(8, messages.passwordTooShort)
    .max(256),
  username: z
    .string()
    .trim()
    .min(1)
    .max(150)
    .regex(/^[\w.@+-]+$/, 'Username may use letters, digits and . @ + - _')
    .optional(),
});
export type SignupInput = z.infer<typeof signupInput>;

/** The sign-up form: the API input plus a confirmation that is checked here and never sent. */
export const signupForm = signupInput
  .omit({ username: true })
  .extend({ confirmPassword: z.string().min(1, messages.confirmPassword) })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SignupForm = z.infer<typeof signupForm>;

/** The e-mail field of the reset page: a valid address. */
export const resetRequestForm = z.object({ email });
export type ResetRequestForm = z.infer<typeof resetRequestForm>;

export const loginInput = z.object({
  email,
  password: z
    .string({ error: messages.required('Password') })
    .min(1, messages.required('Password'))
    .max(256),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

/** A user as every API answers it; never carries the password hash. */
export const userOutput = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_admin: z.boolean(),
});
export type PublicUser = z.infer<typeof userOutput>;

export const profileInput = signupInput.pick({ first_name: true, last_name: true });

export const changePasswordInput = z.object({
  current_password: z
    .string({ error: messages.required('Current password') })
    .min(1, messages.required('Current password')),
  new_password: signupInput.shape.password,
});

export const publicConfig = z.object({ support_email: z.string() });
