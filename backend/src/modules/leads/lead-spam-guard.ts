import type { CreateLeadInput } from './lead.inputs';

/** Why a contact-form submission was taken for a bot's (and quarantined). */
export type LeadSpamReason = 'honeypot' | 'too-fast';

export type LeadSpamGuardOptions = {
  /** a submission that reports a shorter fill time than this is a bot's; 0 turns the check off */
  minFillSeconds: number;
};

/**
 * The contact form's two bot checks, on an already validated (and trimmed) input: the hidden
 * honeypot field must be absent or empty, and a reported fill time must not be below the minimum.
 * A submission that reports no fill time (another program calling the API) is not timed.
 */
export function leadSpamReason(
  input: CreateLeadInput,
  { minFillSeconds }: LeadSpamGuardOptions,
): LeadSpamReason | null {
  if (typeof input.contactFax === 'string' && input.contactFax !== '') return 'honeypot';
  if (typeof input.formFillMs === 'number' && input.formFillMs < minFillSeconds * 1000) return 'too-fast';
  return null;
}
