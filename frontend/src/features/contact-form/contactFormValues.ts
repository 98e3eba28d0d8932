/** The fourteen fields of a contact form submission (spec section 3); every value is a string. */
export type ContactFormValues = {
  fullName: string;
  email: string;
  phone: string;
  companyName: string;
  companyWebsite: string;
  businessType: string;
  companySize: string;
  annualRevenue: string;
  avgClientValue: string;
  marketingBudget: string;
  primaryChallenges: string;
  serviceInterest: string;
  implementationTimeline: string;
  additionalInfo: string;
};

export const emptyContactFormValues: ContactFormValues = {
  fullName: '',
  email: '',
  phone: '',
  companyName: '',
  companyWebsite: '',
  businessType: '',
  companySize: '',
  annualRevenue: '',
  avgClientValue: '',
  marketingBudget: '',
  primaryChallenges: '',
  serviceInterest: '',
  implementationTimeline: '',
  additionalInfo: '',
};
