import { callTimeRange } from './callTime';

describe('callTimeRange', () => {
  const start = '2026-03-17T09:00:00.000Z';
  const end = '2026-03-17T09:30:00.000Z';

  it('writes the span in the given time zone', () => {
    const paris = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Paris',
    }).formatRange(new Date(start), new Date(end));
    expect(callTimeRange(start, end, 'Europe/Paris')).toBe(paris);
    // 09:00 UTC is 10:00 in Paris in March
    expect(callTimeRange(start, end, 'Europe/Paris')).toMatch(/10:00/);
    expect(callTimeRange(start, end, 'Asia/Tokyo')).toMatch(/6:00/);
  });

  it('writes only the start when the end is missing or before it', () => {
    expect(callTimeRange(start, 'not a date', 'UTC')).not.toMatch(/–/);
    expect(callTimeRange(start, '2026-03-17T08:00:00.000Z', 'UTC')).not.toMatch(/–/);
  });

  it('gives nothing for an unknown zone or a start that is not a date', () => {
    expect(callTimeRange(start, end, 'Mars/Olympus_Mons')).toBeNull();
    expect(callTimeRange('soon', end)).toBeNull();
  });
});
