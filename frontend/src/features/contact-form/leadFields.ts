// A lead's answers are defined once, by the server's leads module; the browser bundles the same
// files (they import nothing), so the form asks exactly what the server accepts and stores.
export {
  answerText,
  LEAD_FIELDS,
  LEAD_FORM_SECTIONS,
  leadField,
  optionValues,
  tooLongMessage,
  EXAMPLE_DOMAIN,
  type LeadAnswerKey,
  type LeadAnswersInput,
  type LeadField,
  type LeadFormValues,
} from '../../../../backend/src/modules/leads/lead-fields';
export { isWebsiteOrEmpty, normalizeWebsite } from '../../../../backend/src/modules/leads/lead-website';
