import { object, string, type InferType } from 'yup';
import { isValidEmail } from '../../components/isValidEmail';

const buyerMessages = {
  nameRequired: 'Please enter your full name',
  nameTooLong: 'Please keep your name under 200 characters',
  emailRequired: 'Please enter your email address',
  email: 'Please enter a valid email address, like jane@company.com',
} as const;

/**
 * Who pays: the name and email the checkout hands Stripe as the payment's billing details (the
 * order shows them, and the receipt goes to the email). The email rule is the contact form's.
 */
export const buyerSchema = object({
  name: string().trim().required(buyerMessages.nameRequired).max(200, buyerMessages.nameTooLong),
  email: string()
    .trim()
    .required(buyerMessages.emailRequired)
    .test('email', buyerMessages.email, (value) => value === undefined || isValidEmail(value)),
});

export type BuyerValues = InferType<typeof buyerSchema>;
