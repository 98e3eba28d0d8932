/** The seven lifecycle milestones in their fixed order (spec section 4). */
export type MilestoneDefinition = {
  milestoneId: string;
  title: string;
  description: string;
};

export const MILESTONES: readonly [MilestoneDefinition, ...MilestoneDefinition[]] = [
  {
    milestoneId: 'lead_capture',
    title: 'Lead Captured',
    description: 'The lead submitted the application form and entered the pipeline.',
  },
  {
    milestoneId: 'qualification',
    title: 'Lead Qualification',
    description: 'Budget, business type and timeline reviewed against our ideal client profile.',
  },
  {
    milestoneId: 'discovery_call',
    title: 'Discovery Call',
    description: 'A strategy call to understand goals, challenges and current marketing.',
  },
  {
    milestoneId: 'proposal',
    title: 'Proposal Sent',
    description: 'A tailored proposal with scope, timeline and investment has been sent.',
  },
  {
    milestoneId: 'negotiation',
    title: 'Negotiation',
    description: 'Terms, deliverables and pricing are being finalised with the client.',
  },
  { milestoneId: 'closed_won', title: 'Closed Won', description: 'The client signed the agreement.' },
  {
    milestoneId: 'onboarding',
    title: 'Client Onboarding',
    description: 'Accounts, assets and kickoff scheduled; implementation begins.',
  },
];

export function findMilestone(milestoneId: string): MilestoneDefinition | undefined {
  return MILESTONES.find((m) => m.milestoneId === milestoneId);
}
