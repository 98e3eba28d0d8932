import * as yup from 'yup';
import type { UserRole } from '../../graphql/generated/schema';

/** The server's new-password rule, checked here first; the server also refuses common passwords. */
const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`;
const PASSWORD_MESSAGE = `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;

const USERNAME_MIN = 3;
const USERNAME_MAX = 100;

export const ROLES: readonly { value: UserRole; label: string; description: string }[] = [
  { value: 'ADMIN', label: 'Admin', description: 'Can change everything and manage the team.' },
  { value: 'ANALYST', label: 'Analyst', description: 'Can view everything but change nothing.' },
];

export function roleLabel(role: UserRole): string {
  return ROLES.find((entry) => entry.value === role)?.label ?? role;
}

const passwordField = yup.string().required(PASSWORD_MESSAGE).min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGE);

export type NewMemberValues = { username: string; password: string; role: UserRole };

/** A new member: the sign-in username rules (3–100 characters) and the new-password rules. */
export const newMemberSchema: yup.ObjectSchema<NewMemberValues> = yup.object({
  username: yup
    .string()
    .trim()
    .required('Enter a username.')
    .min(USERNAME_MIN, `The username must be at least ${USERNAME_MIN} characters.`)
    .max(USERNAME_MAX, `The username must be at most ${USERNAME_MAX} characters.`),
  password: passwordField,
  role: yup.mixed<UserRole>().oneOf(['ADMIN', 'ANALYST'], 'Choose a role.').required('Choose a role.'),
});

export type NewPasswordValues = { password: string };

export const newPasswordSchema: yup.ObjectSchema<NewPasswordValues> = yup.object({ password: passwordField });
