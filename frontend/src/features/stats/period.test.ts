import { intervalFor, periodFromParams, periodParams, presetPeriod, statsVariables } from './period';

const TODAY = new Date(2025, 5, 18, 15, 30);

describe('the dashboard period', () => {
  it('reads presets as whole local days ending today', () => {
    expect(presetPeriod('7d', TODAY)).toMatchObject({
      fromDay: '2025-06-12',
      toDay: '2025-06-18',
      days: 7,
      interval: 'DAY',
    });
    expect(presetPeriod('90d', TODAY)).toMatchObject({ fromDay: '2025-03-21', days: 90, interval: 'WEEK' });
    expect(presetPeriod('month', TODAY)).toMatchObject({ fromDay: '2025-06-01', toDay: '2025-06-18', days: 18 });
  });

  it('defaults to the last 30 days and reads a custom range', () => {
    expect(periodFromParams(new URLSearchParams(), TODAY).period).toMatchObject({ choice: '30d', days: 30 });
    expect(periodFromParams(new URLSearchParams('period=nonsense'), TODAY).period).toMatchObject({ choice: '30d' });
    expect(periodFromParams(new URLSearchParams('from=2024-01-01&to=2024-12-31'), TODAY).period).toMatchObject({
      choice: 'custom',
      days: 366,
      interval: 'MONTH',
    });
    expect(periodFromParams(new URLSearchParams('from=2025-02-30&to=2025-03-01'), TODAY).problem?.message).toBe(
      'Choose both a start and an end date.',
    );
  });

  it('picks the interval by length', () => {
    expect([1, 31, 32, 186, 187].map(intervalFor)).toEqual(['DAY', 'DAY', 'WEEK', 'WEEK', 'MONTH']);
  });

  it('sends local midnights, the end excluded, and the period of the same length before', () => {
    const period = presetPeriod('7d', TODAY);
    expect(statsVariables(period, 'Europe/Berlin')).toEqual({
      from: new Date(2025, 5, 12).toISOString(),
      to: new Date(2025, 5, 19).toISOString(),
      previousFrom: new Date(2025, 5, 5).toISOString(),
      previousTo: new Date(2025, 5, 12).toISOString(),
      interval: 'DAY',
      timeZone: 'Europe/Berlin',
    });
  });

  it('writes the address', () => {
    expect(periodParams('30d').toString()).toBe('');
    expect(periodParams('month').toString()).toBe('period=month');
    expect(periodParams('custom', '2025-06-01', '2025-06-30').toString()).toBe('from=2025-06-01&to=2025-06-30');
  });
});
