import { badUserInputFields, badUserInputMessage } from '../../components/serverErrorMessage';
import type { EndpointErrors } from './WebhookEndpointForm';

const FIELDS = ['url', 'description', 'eventTypes'] as const;

/**
 * Why the server refused an endpoint, for its form: its message per field (BAD_USER_INPUT's
 * `extensions.fields`) beside each field, anything else above the buttons.
 */
export function endpointErrors(error: unknown): EndpointErrors {
  const fields = badUserInputFields(error);
  const errors: EndpointErrors = {};
  for (const field of FIELDS) {
    if (fields?.[field]) errors[field] = fields[field];
  }
  if (Object.keys(errors).length > 0) return errors;
  return { form: badUserInputMessage(error) ?? 'The endpoint could not be saved. Please try again.' };
}
