import { act } from '@testing-library/react';

/**
 * Runs `update` (resolving a pending request, rendering a lazy page) inside act, and lets the
 * promise callbacks it starts run before returning, so their state updates land inside act too.
 */
export async function actAndSettle(update: () => void): Promise<void> {
  await act(async () => {
    update();
    await Promise.resolve();
  });
}
