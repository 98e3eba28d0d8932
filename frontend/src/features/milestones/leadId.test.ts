import { parseLeadId } from './leadId';

describe('parseLeadId', () => {
  it('reads a decimal id', () => {
    expect(parseLeadId('42')).toBe(42);
    expect(parseLeadId('007')).toBe(7);
  });

  it.each([undefined, '', 'abc', '12abc', '1e3', '-4', '0', '4.5', ' 4', '99999999999'])('rejects %p', (raw) => {
    expect(parseLeadId(raw)).toBeNull();
  });
});
