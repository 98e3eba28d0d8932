import { buildLeadActivity } from './leadActivity';

const milestone = (
  milestoneId: string,
  title: string,
  completedAt: string | null,
  completed = completedAt !== null,
) => ({
  milestoneId,
  title,
  completed,
  completedAt,
});

describe('buildLeadActivity', () => {
  it('lists the creation and each completed milestone, newest first', () => {
    const entries = buildLeadActivity('2025-05-01T09:00:00.000Z', [
      milestone('lead_capture', 'Lead Captured', '2025-05-01T09:00:00.000Z'),
      milestone('qualification', 'Lead Qualification', '2025-05-03T10:00:00.000Z'),
      milestone('discovery_call', 'Discovery Call', null),
    ]);
    expect(entries.map((entry) => entry.title)).toEqual(['Lead Qualification', 'Lead Captured', 'Lead created']);
  });

  it('leaves out milestones that are not completed or have no time', () => {
    const entries = buildLeadActivity('2025-05-01T09:00:00.000Z', [
      milestone('proposal', 'Proposal Sent', '2025-05-02T09:00:00.000Z', false),
      milestone('lead_capture', 'Lead Captured', null, true),
    ]);
    expect(entries.map((entry) => entry.title)).toEqual(['Lead created']);
  });
});
