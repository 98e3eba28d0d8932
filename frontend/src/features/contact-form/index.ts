// The application form for the landing page's contact section (it loads as the visitor nears it),
// and the form's options for the back-office screens that show a lead.
export { DeferredContactForm } from './DeferredContactForm';
export { useRequestContactFormOnApproach } from './useRequestContactFormOnApproach';
export {
  annualRevenueOptions,
  avgClientValueOptions,
  BUSINESS_TYPE_LABELS,
  businessTypeOptions,
  companySizeOptions,
  implementationTimelineOptions,
  marketingBudgetOptions,
  optionLabel,
  serviceInterestOptions,
  type SelectOption,
} from './contactFormOptions';
export { answerText, LEAD_FIELDS } from './leadFields';
