import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes } from 'react-router';
import {
  CompleteNextMilestoneDocument,
  LeadMilestonesDocument,
  LifecycleLeadDocument,
  MeDocument,
  type LeadMilestoneFieldsFragment,
  type LifecycleLeadFieldsFragment,
} from '../../graphql/generated/graphql';
import { renderAdmin } from '../admin/renderAdmin';
import { LEAD_NOT_FOUND_TEXT, LEAD_NOT_FOUND_TITLE } from './LeadNotFound';
import { LifecyclePage } from './LifecyclePage';

jest.mock('./confetti', () => ({ fireConfetti: jest.fn(() => Promise.resolve()) }));
jest.mock('./sounds', () => ({ playSound: jest.fn(() => Promise.resolve()) }));

const STEPS: [string, string][] = [
  ['lead_capture', 'Lead Captured'],
  ['qualification', 'Lead Qualification'],
  ['discovery_call', 'Discovery Call'],
  ['proposal', 'Proposal Sent'],
  ['negotiation', 'Negotiation'],
  ['closed_won', 'Closed Won'],
  ['onboarding', 'Client Onboarding'],
];

function milestones(completedCount: number): (LeadMilestoneFieldsFragment & { __typename: 'LeadMilestone' })[] {
  return STEPS.map(([milestoneId, title], index) => ({
    __typename: 'LeadMilestone',
    id: index < completedCount ? index + 1 : null,
    leadId: 7,
    milestoneId,
    title,
    description: `${title} description`,
    completed: index < completedCount,
    completedAt: index < completedCount ? `2025-06-0${index + 1}T10:00:00.000Z` : null,
  }));
}

const lead: LifecycleLeadFieldsFragment & { __typename: 'Lead' } = {
  __typename: 'Lead',
  id: 7,
  name: 'Priya Raman',
  email: 'priya@brightpath.example',
  phone: null,
  company: 'Brightpath Coaching',
  businessType: 'coaching',
  companySize: '6-10',
  annualRevenue: null,
  clientValue: '5k-10k',
  marketingNeeds: 'Our funnel leaks after the webinar.',
  timeline: 'immediate',
  budget: null,
  source: null,
  createdAt: '2025-06-01T10:00:00.000Z',
};

const meMock: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: { data: { me: { __typename: 'User', id: 1, username: 'admin' } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  return renderAdmin(
    <Routes>
      <Route path="/leads/lifecycle/:id" element={<LifecyclePage />} />
    </Routes>,
    { mocks: [meMock, ...mocks], initialEntries: [path] },
  );
}

describe('LifecyclePage', () => {
  it('shows Lead not found for a non-numeric id without asking the server', async () => {
    renderAt('/leads/lifecycle/abc', []);
    expect(await screen.findByRole('heading', { name: LEAD_NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(screen.getByText(LEAD_NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to leads' })[0]).toHaveAttribute('href', '/leads');
  });

  it('shows Lead not found for an unknown lead', async () => {
    renderAt('/leads/lifecycle/404', [
      { request: { query: LifecycleLeadDocument, variables: { id: 404 } }, result: { data: { lead: null } } },
    ]);
    expect(await screen.findByRole('heading', { name: LEAD_NOT_FOUND_TITLE })).toBeInTheDocument();
  });

  it('shows Lead not found when the server refuses access', async () => {
    renderAt('/leads/lifecycle/5', [
      {
        request: { query: LifecycleLeadDocument, variables: { id: 5 } },
        result: { errors: [new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } })] },
      },
    ]);
    expect(await screen.findByRole('heading', { name: LEAD_NOT_FOUND_TITLE })).toBeInTheDocument();
  });

  it('shows the three cards, progress and real activity', async () => {
    renderAt('/leads/lifecycle/7', [
      { request: { query: LifecycleLeadDocument, variables: { id: 7 } }, result: { data: { lead } } },
      {
        request: { query: LeadMilestonesDocument, variables: { leadId: 7 } },
        result: { data: { leadMilestones: milestones(2) } },
        maxUsageCount: 2,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Priya Raman', level: 1 })).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Lead Details' });
    expect(within(details).getByText('priya@brightpath.example')).toBeInTheDocument();
    expect(within(details).getByText('Not specified')).toBeInTheDocument();
    const qualification = screen.getByRole('region', { name: 'Qualification Summary' });
    expect(within(qualification).getByText('Coaching')).toBeInTheDocument();
    const project = screen.getByRole('region', { name: 'Project Details' });
    expect(within(project).getByText('Website')).toBeInTheDocument();
    expect(within(project).getByText('Immediate (0-2 weeks)')).toBeInTheDocument();

    expect(await screen.findByText('29%')).toBeInTheDocument();
    expect(screen.getByText('Early stages')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '29');
    expect(screen.getByText('+3')).toBeInTheDocument();

    const activity = screen.getByRole('region', { name: 'Lead Activity' });
    const items = within(activity).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
    expect(items).toEqual([
      'Milestone completed: Lead Qualification',
      'Milestone completed: Lead Captured',
      'Lead created',
    ]);
  });

  it('toggles a milestone card and offers Celebrate only on completed ones', async () => {
    const user = userEvent.setup();
    renderAt('/leads/lifecycle/7', [
      { request: { query: LifecycleLeadDocument, variables: { id: 7 } }, result: { data: { lead } } },
      {
        request: { query: LeadMilestonesDocument, variables: { leadId: 7 } },
        result: { data: { leadMilestones: milestones(1) } },
        maxUsageCount: 2,
      },
    ]);
    const captured = await screen.findByRole('button', { name: /Lead Captured/ });
    await user.click(captured);
    expect(captured).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Lead Captured description')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Celebrate' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Discovery Call/ }));
    expect(screen.queryByText('Lead Captured description')).not.toBeInTheDocument();
    expect(screen.getByText('Discovery Call description')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Celebrate' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Discovery Call/ }));
    expect(screen.queryByText('Discovery Call description')).not.toBeInTheDocument();
  });

  it('completes the next milestone and celebrates', async () => {
    const user = userEvent.setup();
    const after = milestones(2);
    renderAt('/leads/lifecycle/7', [
      { request: { query: LifecycleLeadDocument, variables: { id: 7 } }, result: { data: { lead } } },
      {
        request: { query: LeadMilestonesDocument, variables: { leadId: 7 } },
        result: { data: { leadMilestones: milestones(1) } },
        maxUsageCount: 2,
      },
      {
        request: { query: CompleteNextMilestoneDocument, variables: { leadId: 7 } },
        result: {
          data: {
            completeNextMilestone: { __typename: 'CompleteNextMilestonePayload', completed: after[1], milestones: after },
          },
        },
      },
    ]);
    expect(await screen.findByText('14%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Next Milestone' }));
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    expect(screen.getByText('29%')).toBeInTheDocument();
    const { playSound } = jest.requireMock<{ playSound: jest.Mock }>('./sounds');
    const { fireConfetti } = jest.requireMock<{ fireConfetti: jest.Mock }>('./confetti');
    expect(playSound).toHaveBeenCalledWith('success');
    expect(fireConfetti).toHaveBeenCalled();
  });

  it('shows the timeline error with the server message and a Try Again button', async () => {
    renderAt('/leads/lifecycle/7', [
      { request: { query: LifecycleLeadDocument, variables: { id: 7 } }, result: { data: { lead } } },
      {
        request: { query: LeadMilestonesDocument, variables: { leadId: 7 } },
        result: { errors: [new GraphQLError('Milestones are unavailable right now')] },
        maxUsageCount: 2,
      },
    ]);
    expect(await screen.findByText('There was an error loading the timeline')).toBeInTheDocument();
    expect(screen.getByText('Milestones are unavailable right now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
