import * as yup from 'yup';

export type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/** The server's rule for a new password (backend/src/modules/auth/password-policy.ts); it also refuses common ones. */
export const NEW_PASSWORD_MIN_LENGTH = 10;

export const changePasswordSchema: yup.ObjectSchema<ChangePasswordValues> = yup.object({
  currentPassword: yup.string().required('Enter your current password.'),
  newPassword: yup
    .string()
    .required('Enter a new password.')
    .min(NEW_PASSWORD_MIN_LENGTH, `The new password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters.`)
    .test(
      'differs',
      'The new password must differ from the current one.',
      (value, context) => !value || value !== (context.parent as Partial<ChangePasswordValues>).currentPassword,
    ),
  confirmPassword: yup
    .string()
    .required('Enter the new password again.')
    .oneOf([yup.ref('newPassword')], 'The two new passwords do not match.'),
});
