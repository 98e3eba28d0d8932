import { leadsUrl, pointChange, relativeChange, toCsv } from './dashboardFormat';

describe('the dashboard formats', () => {
  it('writes a CSV that a spreadsheet will not run', () => {
    const csv = toCsv({
      columns: ['Campaign', 'Leads'],
      rows: [
        ['=HYPERLINK("x")', 3],
        ['spring, sale', 2],
        ['-1 promo', 1],
      ],
    });
    expect(csv).toBe('Campaign,Leads\r\n"\'=HYPERLINK(""x"")",3\r\n"spring, sale",2\r\n\'-1 promo,1\r\n');
  });

  it('measures changes, and none without a previous figure', () => {
    expect(relativeChange(40, 32)?.text).toBe('+25%');
    expect(relativeChange(31, 32)?.text).toBe('\u22123.1%');
    expect(relativeChange(5, 0)).toBeNull();
    expect(pointChange(0.5, 0.6)).toMatchObject({ text: '\u221210 pts', tone: 'bad' });
    expect(pointChange(null, 0.6)).toBeNull();
  });

  it('links to the leads page with its own parameter names', () => {
    expect(leadsUrl({ fromDay: '2025-06-01', toDay: '2025-06-30' }, { firstTouchSource: 'google' })).toBe(
      '/leads?createdFrom=2025-06-01&createdTo=2025-06-30&first_touch_source=google',
    );
  });
});
