/** One complete, valid lead, as each API takes it: the example every test and script starts from. */

let examples = 0;

/**
 * Each example its own person: a submission with an email a lead already has joins that lead
 * (lead-intake.service.ts), and most tests count on a lead per submission. A test of one person
 * sending again passes the email.
 */
const exampleEmail = () => `jane.${process.pid}.${++examples}@northwind.example`;

/** A complete, valid lead as the REST API takes it. */
export function validRestLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Jane Cooper',
    email: exampleEmail(),
    phone: '+1 415 555 0134',
    company: 'Northwind Outfitters',
    business_type: 'ecommerce',
    company_size: '11-25',
    annual_revenue: '1m-5m',
    client_value: '1k-5k',
    marketing_needs: 'Paid social is plateauing and our CAC doubled this year.',
    timeline: 'short-term',
    budget: '10k-25k',
    source: 'contact_form',
    message: 'We would like to start before Black Friday.',
    ...overrides,
  };
}

/** The same lead as the GraphQL CreateLeadInput. */
export function validLeadInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Jane Cooper',
    email: exampleEmail(),
    phone: '+1 415 555 0134',
    company: 'Northwind Outfitters',
    businessType: 'ecommerce',
    companySize: '11-25',
    annualRevenue: '1m-5m',
    clientValue: '1k-5k',
    marketingNeeds: 'Paid social is plateauing and our CAC doubled this year.',
    timeline: 'short-term',
    budget: '10k-25k',
    source: 'contact_form',
    message: 'We would like to start before Black Friday.',
    ...overrides,
  };
}
