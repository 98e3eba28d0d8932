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

  it('says "Sent the form again" at each submission after the one the lead arrived with', () => {
    const created = '2025-05-01T09:00:00.000Z';
    const entries = buildLeadActivity(
      created,
      [milestone('lead_capture', 'Lead Captured', created)],
      [
        { id: 3, createdAt: '2025-05-04T08:00:00.000Z' },
        { id: 2, createdAt: '2025-05-02T12:00:00.000Z' },
        { id: 1, createdAt: created },
      ],
    );
    expect(entries.map((entry) => [entry.kind, entry.title, entry.at.toISOString()])).toEqual([
      ['resubmitted', 'Sent the form again', '2025-05-04T08:00:00.000Z'],
      ['resubmitted', 'Sent the form again', '2025-05-02T12:00:00.000Z'],
      ['milestone', 'Lead Captured', created],
      ['created', 'Lead created', created],
    ]);
  });

  it('leaves out milestones that are not completed or have no time', () => {
    const entries = buildLeadActivity('2025-05-01T09:00:00.000Z', [
      milestone('proposal', 'Proposal Sent', '2025-05-02T09:00:00.000Z', false),
      milestone('lead_capture', 'Lead Captured', null, true),
    ]);
    expect(entries.map((entry) => entry.title)).toEqual(['Lead created']);
  });
});
