import { leadTotalText } from './leadTotal';

describe('leadTotalText', () => {
  it('shows an exact total in full', () => {
    expect(leadTotalText(7, false)).toBe('7');
    expect(leadTotalText(994_978, false)).toBe('994,978');
  });

  it('rounds an estimate to two figures and says so', () => {
    expect(leadTotalText(1_001, true)).toBe('about 1K');
    expect(leadTotalText(131_262, true)).toBe('about 130K');
    expect(leadTotalText(1_234_567, true)).toBe('about 1.2M');
  });
});
