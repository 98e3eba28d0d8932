import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { ReplyBadge } from './ReplyBadge';

describe('ReplyBadge', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down on the shared minute clock and turns overdue at the deadline, without a fetch', () => {
    jest.useFakeTimers({ now: new Date('2025-06-03T09:58:30.000Z') });
    const lead = { replyStatus: 'AWAITING' as const, replyDueAt: '2025-06-03T10:00:00.000Z', firstResponseAt: null };
    render(
      <ThemeProvider theme={theme}>
        <ReplyBadge lead={lead} />
        <ReplyBadge lead={{ ...lead, replyDueAt: '2025-06-03T12:00:00.000Z' }} />
      </ThemeProvider>,
    );
    expect(screen.getByText('2 min left')).toBeInTheDocument();
    expect(screen.getByText('2 h left')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(30_000)); // the next whole minute
    expect(screen.getByText('1 min left')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5 * 60_000));
    expect(screen.getByText('Overdue by 5 min')).toBeInTheDocument();
    expect(screen.getByText('1 h left')).toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(1); // one timer for every badge
  });
});
