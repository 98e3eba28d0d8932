import * as yup from 'yup';

export type SignInValues = { username: string; password: string };

const USERNAME_MESSAGE = 'Username must be at least 3 characters';
const PASSWORD_MESSAGE = 'Password must be at least 6 characters';

/** Spec section 5 (Login). An empty field fails with the same message as a short one. */
export const signInSchema: yup.ObjectSchema<SignInValues> = yup.object({
  username: yup.string().trim().required(USERNAME_MESSAGE).min(3, USERNAME_MESSAGE),
  password: yup.string().required(PASSWORD_MESSAGE).min(6, PASSWORD_MESSAGE),
});
