import { renderHook } from '@testing-library/react';
import { useFormFillTime } from './useFormFillTime';

describe('useFormFillTime', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts whole milliseconds from the first render, not from later renders', () => {
    const { result, rerender } = renderHook(() => useFormFillTime());
    jest.advanceTimersByTime(1500);
    rerender();
    jest.advanceTimersByTime(2750.4);
    expect(result.current()).toBe(4250);
  });

  it('caps a tab left open for weeks at the largest GraphQL Int', () => {
    const { result } = renderHook(() => useFormFillTime());
    jest.advanceTimersByTime(30 * 24 * 3600 * 1000);
    expect(result.current()).toBe(2_147_483_647);
  });
});
