import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes } from 'react-router';
import {
  CompleteNextMilestoneDocument,
  LeadChatConversationsDocument,
  LeadMilestonesDocument,
  LifecycleLeadDocument,
  MarkLeadContactedDocument,
  MeDocument,
  ResetLeadTimelineDocument,
  UndoLeadContactedDocument,
  UndoLeadTimelineResetDocument,
  type LeadBookingFieldsFragment,
  type LeadMilestoneFieldsFragment,
} from '../../graphql/generated/graphql';
import { theme } from '../../theme/theme';
import { analystMe } from '../../test/meFixtures';
import { lifecycleLead } from '../../test/lifecycleLeadFixture';
import { renderAdmin } from '../../test/renderAdmin';
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
    completedBy: null,
  }));
}

const lead = lifecycleLead();

const meMock: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: { data: { me: { __typename: 'User', id: 1, username: 'admin', role: 'ADMIN', mustEnrolTwoFactor: false } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The lead, its milestones with `completedCount` done, and its (empty) chat history. */
function leadMocks(completedCount: number): MockLink.MockedResponse[] {
  return [
    {
      request: { query: LifecycleLeadDocument, variables: { id: 7 } },
      result: { data: { lead } },
      maxUsageCount: Number.POSITIVE_INFINITY, // fetched again after a milestone (the reply status may change)
    },
    {
      request: { query: LeadMilestonesDocument, variables: { leadId: 7 } },
      result: { data: { leadMilestones: milestones(completedCount) } },
      maxUsageCount: 2,
    },
    {
      request: { query: LeadChatConversationsDocument, variables: { leadId: 7 } },
      result: { data: { leadChatConversations: [] } },
      maxUsageCount: 2,
    },
  ];
}

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  return renderAdmin(
    <Routes>
      <Route path="/leads/lifecycle/:id" element={<LifecyclePage />} />
    </Routes>,
    { mocks: [meMock, ...mocks], initialEntries: [path] },
  );
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

describe('LifecyclePage', () => {
  it('shows Lead not found for a non-numeric id without asking the server', async () => {
    renderAt('/leads/lifecycle/abc', []);
    expect(await screen.findByRole('heading', { name: 'Lead not found' })).toBeInTheDocument();
    expect(
      screen.getByText("The lead you are looking for doesn't exist or you may not have access to it."),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to leads' })[0]).toHaveAttribute('href', '/leads');
  });

  it('shows Lead not found for an unknown lead', async () => {
    renderAt('/leads/lifecycle/404', [
      { request: { query: LifecycleLeadDocument, variables: { id: 404 } }, result: { data: { lead: null } } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Lead not found' })).toBeInTheDocument();
  });

  it('shows Lead not found when the server refuses access', async () => {
    renderAt('/leads/lifecycle/5', [
      {
        request: { query: LifecycleLeadDocument, variables: { id: 5 } },
        result: { errors: [new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } })] },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Lead not found' })).toBeInTheDocument();
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
    expect(within(details).getByRole('link', { name: 'brightpath.example (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://brightpath.example',
    );
    const qualification = screen.getByRole('region', { name: 'Qualification Summary' });
    expect(within(qualification).getByText('Coaching')).toBeInTheDocument();
    const project = screen.getByRole('region', { name: 'Project Details' });
    expect(within(project).getByText('Website')).toBeInTheDocument();
    expect(within(project).getByText('Immediate (0-2 weeks)')).toBeInTheDocument();
    expect(within(project).getByText('Funnel buildouts')).toBeInTheDocument();
    expect(within(project).getByText('We run two webinars a month.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Calls' })).getByText('No call booked yet')).toBeInTheDocument();

    expect(await screen.findByText('29%')).toBeInTheDocument();
    expect(screen.getByText('Early stages')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveValue(29);
    expect(screen.getByText('+3')).toBeInTheDocument();

    const activity = screen.getByRole('region', { name: 'Lead Activity' });
    const items = within(activity)
      .getAllByRole('listitem')
      .map((item) => within(item).getAllByRole('paragraph')[0].textContent);
    expect(items).toEqual([
      'Milestone completed: Lead Qualification',
      'Milestone completed: Lead Captured',
      'Lead created',
    ]);
  });

  it('lists the possible duplicates, each linked, and offers the contact card for download', async () => {
    const twin = {
      __typename: 'Lead' as const,
      id: 12,
      name: 'Priya R.',
      email: 'priya.r@brightpath.example',
      phone: null,
      company: 'Brightpath Coaching',
      createdAt: '2025-06-03T10:00:00.000Z',
    };
    const [, ...others] = leadMocks(1);
    renderAt('/leads/lifecycle/7', [
      {
        request: { query: LifecycleLeadDocument, variables: { id: 7 } },
        result: { data: { lead: { ...lead, possibleDuplicates: [twin] } } },
      },
      ...others,
    ]);
    const card = await screen.findByRole('region', { name: 'Possible duplicates' });
    expect(within(card).getByRole('link', { name: 'Priya R.' })).toHaveAttribute('href', '/leads/lifecycle/12');
    expect(await within(card).findByRole('button', { name: 'Merge Priya R. into this lead' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download contact' })).toBeInTheDocument();
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
            completeNextMilestone: {
              __typename: 'CompleteNextMilestonePayload',
              completed: after[1],
              milestones: after,
            },
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

  // spec section 2: labels at 0 / <30 / <60 / <100 / 100; colour bands change at 25, 50 and 75 percent
  it.each([
    [0, 0, 'Journey just beginning', 'starting', theme.color.muted],
    [1, 14, 'Early stages', 'starting', theme.color.muted],
    [2, 29, 'Early stages', 'building', theme.color.warning],
    [3, 43, 'Making progress', 'building', theme.color.warning],
    [4, 57, 'Making progress', 'advancing', theme.color.accent],
    [5, 71, 'Almost there', 'advancing', theme.color.accent],
    [6, 86, 'Almost there', 'closing', theme.color.success],
    [7, 100, 'Journey complete!', 'closing', theme.color.success],
  ])(
    'with %i of 7 milestones done shows %i%%, "%s" and the %s colour band',
    async (completed, percent, label, band, colour) => {
      renderAt('/leads/lifecycle/7', leadMocks(completed));
      const timeline = await screen.findByRole('region', { name: 'Milestone Timeline' });
      expect(await within(timeline).findByText(`${percent}%`)).toBeVisible();
      expect(within(timeline).getByText(label)).toBeVisible();
      expect(within(timeline).getByText(`${completed} of 7 milestones completed`)).toBeVisible();

      const bar = within(timeline).getByRole('progressbar', { name: 'Lifecycle progress' });
      expect(bar).toHaveValue(percent);
      expect(bar).toHaveAttribute('aria-valuetext', `${percent}%, ${label}`);
      // eslint-disable-next-line testing-library/no-node-access -- the bar's fill is decorative (no role, no text): its band and width are what this checks
      const fill = bar.querySelector('[data-band]');
      expect(fill).toHaveAttribute('data-band', band);
      expect(fill).toHaveStyle({ width: `${percent}%`, backgroundColor: colour });
    },
  );

  it('celebrates a completed milestone with a random message, confetti, and closes the popup after 5 seconds', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    renderAt('/leads/lifecycle/7', leadMocks(1));
    const captured = await screen.findByRole('button', { name: /Lead Captured/ });

    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(captured);
    await user.click(screen.getByRole('button', { name: 'Celebrate' }));

    const [popup] = screen
      .getAllByRole('status')
      .filter((status) => within(status).queryByRole('heading', { name: 'Congratulations!' }) !== null);
    // Math.random() = 0.5 picks the middle of the six messages
    expect(within(popup).getByText('Progress made! Your pipeline just got a little healthier.')).toBeVisible();
    expect(within(popup).getByText('Lead Captured')).toBeVisible();
    const { playSound } = jest.requireMock<{ playSound: jest.Mock }>('./sounds');
    const { fireConfetti } = jest.requireMock<{ fireConfetti: jest.Mock }>('./confetti');
    expect(playSound).toHaveBeenCalledWith('celebration');
    expect(fireConfetti).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('heading', { name: 'Congratulations!' })).not.toBeInTheDocument();
    expect(screen.queryByText('Progress made! Your pipeline just got a little healthier.')).not.toBeInTheDocument();
  });

  it('picks the congratulation message at random each time', async () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0);
    const user = userEvent.setup();
    renderAt('/leads/lifecycle/7', leadMocks(1));
    await user.click(await screen.findByRole('button', { name: /Lead Captured/ }));

    await user.click(screen.getByRole('button', { name: 'Celebrate' }));
    expect(screen.getByText('Another milestone in the bag. Momentum is everything!')).toBeVisible();

    random.mockReturnValue(0.99);
    await user.click(screen.getByRole('button', { name: 'Celebrate' }));
    expect(screen.getByText('Milestone reached. Time for a quick celebration, then onwards!')).toBeVisible();
    expect(screen.queryByText('Another milestone in the bag. Momentum is everything!')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Congratulations!' })).toHaveLength(1);
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

describe('LifecyclePage: attribution and the reply promise', () => {
  const touch = (fields: Record<string, string | null>) => ({
    __typename: 'Touch' as const,
    source: null,
    medium: null,
    campaign: null,
    term: null,
    content: null,
    referrer: null,
    landingPath: null,
    at: null,
    gclid: null,
    fbclid: null,
    ...fields,
  });
  const attributed = {
    ...lead,
    firstTouch: touch({
      source: 'spring',
      medium: 'cpc',
      campaign: 'launch',
      fbclid: 'AbC123',
      landingPath: '/?utm_source=spring',
      at: '2025-05-30T08:00:00.000Z',
    }),
    lastTouch: touch({ landingPath: '/', at: '2025-06-01T09:55:00.000Z' }),
  };

  function renderLead(extra: MockLink.MockedResponse[] = []) {
    const [, ...others] = leadMocks(1);
    return renderAt('/leads/lifecycle/7', [
      { request: { query: LifecycleLeadDocument, variables: { id: 7 } }, result: { data: { lead: attributed } } },
      ...others,
      ...extra,
    ]);
  }

  it('shows the first and last touch in the Source & attribution card, "Direct" for a visit without a source', async () => {
    renderLead();
    const card = await screen.findByRole('region', { name: 'Source & attribution' });
    const first = within(card).getByRole('region', { name: 'First touch' });
    expect(within(first).getByText('spring')).toBeInTheDocument();
    expect(within(first).getByText('cpc')).toBeInTheDocument();
    expect(within(first).getByText('launch')).toBeInTheDocument();
    expect(within(first).getByText('AbC123')).toBeInTheDocument();
    expect(within(first).getByText('/?utm_source=spring')).toBeInTheDocument();
    const last = within(card).getByRole('region', { name: 'Last touch' });
    expect(within(last).getByText('Direct')).toBeInTheDocument();
    expect(within(last).queryByText('spring')).not.toBeInTheDocument();
  });

  it('marks the lead as contacted, and the badge then says how fast', async () => {
    const user = userEvent.setup();
    renderLead([
      {
        request: { query: MarkLeadContactedDocument, variables: { id: 7 } },
        result: {
          data: {
            markLeadContacted: {
              __typename: 'Lead',
              id: 7,
              firstResponseAt: '2025-06-01T16:30:00.000Z',
              replyStatus: 'REPLIED',
              replyDueAt: lead.replyDueAt,
            },
          },
        },
      },
    ]);
    expect(await screen.findByText(/^Overdue by \d+ h$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as contacted' }));
    expect(await screen.findByText('Replied in 6 h')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as contacted' })).not.toBeInTheDocument();
    // the toast comes after the mutation's answer, which may render the badge first
    expect(await screen.findByText('Marked as contacted')).toBeInTheDocument();
  });

  it('undoes Mark as contacted from its toast: the lead is overdue again', async () => {
    const user = userEvent.setup();
    const firstResponseAt = '2025-06-01T16:30:00.000Z';
    const replyFields = { __typename: 'Lead' as const, id: 7, replyDueAt: lead.replyDueAt };
    renderLead([
      {
        request: { query: MarkLeadContactedDocument, variables: { id: 7 } },
        result: { data: { markLeadContacted: { ...replyFields, firstResponseAt, replyStatus: 'REPLIED' } } },
      },
      {
        request: { query: UndoLeadContactedDocument, variables: { id: 7, firstResponseAt } },
        result: { data: { undoLeadContacted: { ...replyFields, firstResponseAt: null, replyStatus: 'OVERDUE' } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Mark as contacted' }));
    expect(await screen.findByText('Marked as contacted')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Contacted mark undone')).toBeInTheDocument();
    expect(screen.getByText(/^Overdue by \d+ h$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as contacted' })).toBeInTheDocument();
  });
});

describe('LifecyclePage: resetting the timeline', () => {
  const resetMocks = (): MockLink.MockedResponse[] => [
    { request: { query: LifecycleLeadDocument, variables: { id: 7 } }, result: { data: { lead } } },
    {
      request: { query: LeadMilestonesDocument, variables: { leadId: 7 } },
      result: { data: { leadMilestones: milestones(3) } },
      maxUsageCount: 2,
    },
    {
      request: { query: LeadChatConversationsDocument, variables: { leadId: 7 } },
      result: { data: { leadChatConversations: [] } },
      maxUsageCount: 2,
    },
  ];

  it('asks first, naming the completed milestones it clears; Cancel keeps them', async () => {
    const user = userEvent.setup();
    renderAt('/leads/lifecycle/7', resetMocks());
    expect(await screen.findByText('43%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Timeline' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset this timeline?' });
    expect(dialog).toHaveAccessibleDescription(
      'These 2 completed milestones will be marked not done, with their completion dates: Lead Qualification, Discovery Call. Lead Captured stays completed. You can undo this for a few seconds afterwards.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('43%')).toBeInTheDocument();
  });

  it('resets once confirmed, and Undo in the toast gives the milestones back at their former times', async () => {
    const user = userEvent.setup();
    const before = milestones(3);
    renderAt('/leads/lifecycle/7', [
      ...resetMocks(),
      {
        request: { query: ResetLeadTimelineDocument, variables: { leadId: 7 } },
        result: { data: { resetLeadTimeline: milestones(1) } },
      },
      {
        request: {
          query: UndoLeadTimelineResetDocument,
          variables: {
            leadId: 7,
            completed: before.slice(0, 3).map(({ milestoneId, completedAt }) => ({ milestoneId, completedAt })),
          },
        },
        result: { data: { undoLeadTimelineReset: before } },
      },
    ]);
    expect(await screen.findByText('43%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Timeline' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset this timeline?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset Timeline' }));
    expect(await screen.findByText('14%')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Timeline reset')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Reset undone')).toBeInTheDocument();
    expect(screen.getByText('43%')).toBeInTheDocument();
  });
});

describe('LifecyclePage calls', () => {
  const booking = (
    overrides: Partial<LeadBookingFieldsFragment>,
  ): LeadBookingFieldsFragment & { __typename: 'Booking' } => ({
    __typename: 'Booking',
    id: 1,
    provider: 'CALENDLY',
    status: 'SCHEDULED',
    startTime: '2026-03-17T09:00:00.000Z',
    endTime: '2026-03-17T09:30:00.000Z',
    timezone: null,
    eventName: '30 Minute Meeting',
    cancelUrl: null,
    rescheduleUrl: null,
    heldAt: null,
    ...overrides,
  });
  // the page's text as a reader gets it: Intl writes narrow and thin spaces, which the matcher reads as spaces
  const span = (start: string, end: string, timeZone?: string) =>
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone })
      .formatRange(new Date(start), new Date(end))
      .replace(/\s+/g, ' ');

  function renderWithCalls(bookings: LeadBookingFieldsFragment[], leadMilestones = milestones(2)) {
    return renderAt('/leads/lifecycle/7', [
      {
        request: { query: LifecycleLeadDocument, variables: { id: 7 } },
        result: { data: { lead: { ...lead, bookings } } },
      },
      {
        request: { query: LeadMilestonesDocument, variables: { leadId: 7 } },
        result: { data: { leadMilestones } },
        maxUsageCount: 2,
      },
    ]);
  }

  it('lists each call, latest first, with its time, tool and state, and the tool’s links while it is to come', async () => {
    renderWithCalls([
      booking({
        id: 1,
        provider: 'CAL',
        status: 'CANCELED',
        eventName: 'Intro call',
        startTime: '2026-03-10T14:00:00.000Z',
        endTime: '2026-03-10T14:15:00.000Z',
        cancelUrl: 'https://cal.example/cancel/1',
        rescheduleUrl: 'https://cal.example/reschedule/1',
      }),
      booking({
        id: 2,
        timezone: 'Asia/Tokyo',
        cancelUrl: 'https://calendly.example/cancellations/2',
        rescheduleUrl: 'https://calendly.example/reschedulings/2',
      }),
      booking({
        id: 3,
        eventName: null,
        startTime: '2026-03-01T09:00:00.000Z',
        endTime: '2026-03-01T09:30:00.000Z',
        heldAt: '2026-03-01T09:30:00.000Z',
      }),
    ]);
    const card = await screen.findByRole('region', { name: 'Calls' });
    const [upcoming, canceled, held] = within(card).getAllByRole('listitem');

    expect(upcoming).toHaveTextContent('30 Minute Meeting');
    expect(within(upcoming).getByText('Scheduled')).toBeInTheDocument();
    expect(upcoming).toHaveTextContent(span('2026-03-17T09:00:00.000Z', '2026-03-17T09:30:00.000Z'));
    expect(upcoming).toHaveTextContent(
      `Invitee’s time: ${span('2026-03-17T09:00:00.000Z', '2026-03-17T09:30:00.000Z', 'Asia/Tokyo')} (Asia/Tokyo)`,
    );
    expect(upcoming).toHaveTextContent('Booked in Calendly');
    const reschedule = within(upcoming).getByRole('link', { name: 'Reschedule (opens in a new tab)' });
    expect(reschedule).toHaveAttribute('href', 'https://calendly.example/reschedulings/2');
    expect(reschedule).toHaveAttribute('target', '_blank');
    expect(within(upcoming).getByRole('link', { name: 'Cancel (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://calendly.example/cancellations/2',
    );

    expect(canceled).toHaveTextContent('Intro call');
    expect(within(canceled).getByText('Canceled')).toBeInTheDocument();
    expect(canceled).toHaveTextContent('Booked in Cal.com');
    expect(canceled).not.toHaveTextContent('Invitee’s time');
    expect(within(canceled).queryByRole('link')).not.toBeInTheDocument();

    expect(within(held).getByText('Held')).toBeInTheDocument();
    expect(held).toHaveTextContent('Call');
  });

  it('says when the booked call completed a milestone', async () => {
    const user = userEvent.setup();
    const journey = milestones(3).map((milestone) =>
      milestone.milestoneId === 'discovery_call'
        ? { ...milestone, completedBy: 'booking', completedAt: '2026-03-01T09:30:00.000Z' }
        : milestone,
    );
    renderWithCalls([booking({ heldAt: '2026-03-01T09:30:00.000Z' })], journey);
    const discovery = await screen.findByRole('button', { name: /Discovery Call/ });
    expect(discovery).toHaveTextContent('Completed from the booked call');
    expect(screen.getByRole('button', { name: /Lead Qualification/ })).not.toHaveTextContent('booked call');
    await user.click(discovery);
    const when = new Date('2026-03-01T09:30:00.000Z').toLocaleString(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(screen.getByText(`Completed from the booked call on ${when}`)).toBeInTheDocument();
  });
});

describe('LifecyclePage for an analyst', () => {
  it('shows the journey with the milestone buttons disabled and no Mark as contacted', async () => {
    renderAdmin(
      <Routes>
        <Route path="/leads/lifecycle/:id" element={<LifecyclePage />} />
      </Routes>,
      { mocks: [analystMe(), ...leadMocks(2)], initialEntries: ['/leads/lifecycle/7'] },
    );

    const complete = await screen.findByRole('button', { name: 'Complete Next Milestone' });
    // the lead and the signed-in user arrive in either order
    await waitFor(() => expect(complete).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Reset Timeline' })).toBeDisabled();
    expect(complete).toHaveAccessibleDescription(
      'Read-only: analysts can follow the journey but not complete or reset milestones.',
    );
    expect(screen.queryByRole('button', { name: 'Mark as contacted' })).not.toBeInTheDocument();
  });
});
