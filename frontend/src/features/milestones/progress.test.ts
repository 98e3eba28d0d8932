import { progressBand, progressLabel, progressPercent } from './progress';

describe('progressPercent', () => {
  it('rounds the share of completed milestones', () => {
    expect(progressPercent(1, 7)).toBe(14);
    expect(progressPercent(2, 7)).toBe(29);
    expect(progressPercent(4, 7)).toBe(57);
    expect(progressPercent(5, 7)).toBe(71);
    expect(progressPercent(7, 7)).toBe(100);
  });

  it('is 0 when there is nothing to count and never leaves 0..100', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(9, 7)).toBe(100);
    expect(progressPercent(-1, 7)).toBe(0);
  });
});

describe('progressLabel', () => {
  it.each([
    [0, 'Journey just beginning'],
    [1, 'Early stages'],
    [29, 'Early stages'],
    [30, 'Making progress'],
    [59, 'Making progress'],
    [60, 'Almost there'],
    [99, 'Almost there'],
    [100, 'Journey complete!'],
  ])('%i%% reads %s', (percent, label) => {
    expect(progressLabel(percent)).toBe(label);
  });
});

describe('progressBand', () => {
  it.each([
    [0, 'starting'],
    [24, 'starting'],
    [25, 'building'],
    [49, 'building'],
    [50, 'advancing'],
    [74, 'advancing'],
    [75, 'closing'],
    [100, 'closing'],
  ])('%i%% is in the %s band', (percent, band) => {
    expect(progressBand(percent)).toBe(band);
  });
});
