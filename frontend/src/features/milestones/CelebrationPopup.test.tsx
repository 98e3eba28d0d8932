import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CelebrationPopup, type Celebration } from './CelebrationPopup';

const first: Celebration = { id: 1, milestoneTitle: 'Discovery Call', message: 'Nicely done.' };
const second: Celebration = { id: 2, milestoneTitle: 'Proposal Sent', message: 'Progress made!' };

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('CelebrationPopup', () => {
  it('shows the message and the milestone in a polite live region', () => {
    renderWithProviders(<CelebrationPopup celebration={first} onClose={jest.fn()} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
    expect(status).toHaveTextContent('Nicely done.');
    expect(status).toHaveTextContent('Discovery Call');
  });

  it('shows nothing without a celebration', () => {
    renderWithProviders(<CelebrationPopup celebration={null} onClose={jest.fn()} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { name: 'Congratulations!' })).not.toBeInTheDocument();
  });

  it('closes itself after exactly 5 seconds', () => {
    const onClose = jest.fn();
    renderWithProviders(<CelebrationPopup celebration={first} onClose={onClose} />);
    act(() => jest.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith(1);
  });

  it('closes on the close button', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<CelebrationPopup celebration={first} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close celebration' }));
    expect(onClose).toHaveBeenCalledWith(1);
  });

  it('gives a newer celebration its own full 5 seconds and never closes it with the old timer', () => {
    const onClose = jest.fn();
    const { rerender } = renderWithProviders(<CelebrationPopup celebration={first} onClose={onClose} />);
    act(() => jest.advanceTimersByTime(3000));
    rerender(<CelebrationPopup celebration={second} onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Progress made!');
    act(() => jest.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith(2);
  });
});
