import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { TOAST_DEFAULT_DURATION_MS } from './toastConstants';
import { ToastProvider } from './ToastProvider';
import type { ToastApi } from './toastTypes';
import { useToast } from './useToast';

// jsdom has no PointerEvent; without it fireEvent drops clientX from pointer events.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

let api: ToastApi;

/** Hands the toast API to the test once mounted. */
function CaptureApi({ onApi }: { onApi: (value: ToastApi) => void }) {
  const value = useToast();
  useEffect(() => onApi(value), [value, onApi]);
  return null;
}

const keepApi = (value: ToastApi) => {
  api = value;
};

const renderToasts = () =>
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <CaptureApi onApi={keepApi} />
        <button type="button">Outside</button>
      </ToastProvider>
    </ThemeProvider>,
  );

const show = (options: Parameters<ToastApi['toast']>[0]) => {
  let handle: ReturnType<ToastApi['toast']> | undefined;
  act(() => {
    handle = api.toast(options);
  });
  return handle!;
};

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('toasts', () => {
  it('shows a polite status with its title, description and a named close button', () => {
    renderToasts();
    show({ title: 'Settings updated', description: 'Your marketing integration settings have been saved.' });
    const toast = screen.getByRole('status');
    expect(toast).toHaveAttribute('aria-live', 'polite');
    expect(toast).toHaveTextContent('Settings updated');
    expect(toast).toHaveTextContent('Your marketing integration settings have been saved.');
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it('announces a destructive toast as an alert', () => {
    renderToasts();
    show({ title: 'Something went wrong', description: 'Please try again later.', variant: 'destructive' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    renderToasts();
    show({ title: 'First' });
    show({ title: 'Second' });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('closes itself after 5 seconds by default', () => {
    renderToasts();
    show({ title: 'Application Received' });
    act(() => {
      jest.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1);
    });
    expect(screen.getByText('Application Received')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Application Received')).not.toBeInTheDocument();
  });

  it('honours a custom duration and does not close while hovered', () => {
    renderToasts();
    show({ title: 'Stay', duration: 1000 });
    fireEvent.pointerEnter(screen.getByRole('status'));
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.getByText('Stay')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByRole('status'));
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Stay')).not.toBeInTheDocument();
  });

  it('closes on the close button, on dismiss(id) and on Escape', () => {
    renderToasts();
    show({ title: 'One' });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('One')).not.toBeInTheDocument();

    const handle = show({ title: 'Two' });
    act(() => api.dismiss(handle.id));
    expect(screen.queryByText('Two')).not.toBeInTheDocument();

    show({ title: 'Three' });
    fireEvent.keyDown(screen.getByRole('status'), { key: 'Escape' });
    expect(screen.queryByText('Three')).not.toBeInTheDocument();
  });

  it('offers its action as a named button, which runs once and closes the toast', () => {
    renderToasts();
    const onClick = jest.fn();
    show({ title: 'Timeline reset', action: { label: 'Undo', onClick } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Timeline reset')).not.toBeInTheDocument();
  });

  it('focuses the notifications region on F8', () => {
    renderToasts();
    show({ title: 'Look here' });
    screen.getByRole('button', { name: 'Outside' }).focus();
    fireEvent.keyDown(window, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  it('is dismissed by a swipe right of at least 50 px, not by a shorter one or a swipe left', () => {
    renderToasts();
    show({ title: 'Swipe me' });
    const toast = () => screen.getByRole('status');

    fireEvent.pointerDown(toast(), { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(toast(), { clientX: 149, pointerId: 1 });
    fireEvent.pointerUp(toast(), { clientX: 149, pointerId: 1 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();

    fireEvent.pointerDown(toast(), { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerUp(toast(), { clientX: 20, pointerId: 1 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();

    fireEvent.pointerDown(toast(), { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(toast(), { clientX: 150, pointerId: 1 });
    fireEvent.pointerUp(toast(), { clientX: 150, pointerId: 1 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('throws a clear error outside the provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CaptureApi onApi={keepApi} />)).toThrow('useToast must be used inside <ToastProvider>');
    spy.mockRestore();
  });
});
