import { render, screen, within } from '@testing-library/react';
import { MessageText } from './MessageText';

describe('MessageText', () => {
  it('shows "- " lines as a bulleted list, with a "Buy the …" link to each package\'s checkout', () => {
    render(
      <MessageText
        text={[
          'We have four fixed-price packages:',
          '- Marketing Strategy Session: $299, one hour. /checkout?product=strategy-call',
          '- Full Marketing Package: $2,499, everything. /checkout?product=full-package',
          'Not sure which fits?',
        ].join('\n')}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Marketing Strategy Session: $299, one hour. Buy the Marketing Strategy Session',
      'Full Marketing Package: $2,499, everything. Buy the Full Marketing Package',
    ]);
    expect(within(items[1]).getByRole('link', { name: 'Buy the Full Marketing Package' })).toHaveAttribute(
      'href',
      '/checkout?product=full-package',
    );
    expect(screen.queryByText(/\/checkout\?product=/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^- /)).not.toBeInTheDocument();
    expect(screen.getByText('We have four fixed-price packages:').tagName).toBe('P');
    expect(screen.getByText('Not sure which fits?').tagName).toBe('P');
  });

  it('shows numbered steps as an ordered list that keeps its first number', () => {
    render(<MessageText text={'How it goes:\n2. We talk\n3. We plan'} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(list).toHaveAttribute('start', '2');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['We talk', 'We plan']);
  });

  it("keeps trailing punctuation out of links, and names an unknown package's checkout plainly", () => {
    render(<MessageText text="Pay here: /checkout?product=gold. Or book: https://cal.example/30min." />);
    expect(screen.getByRole('link', { name: 'Open the checkout' })).toHaveAttribute('href', '/checkout?product=gold');
    expect(screen.getByRole('link', { name: 'https://cal.example/30min (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});
