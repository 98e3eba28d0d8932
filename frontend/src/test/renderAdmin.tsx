import type { ReactElement } from 'react';
import type { RenderResult } from '@testing-library/react';
import { ToastProvider } from '../components/Toast';
import { renderWithProviders, type RenderWithProvidersOptions } from './renderWithProviders';

/** Test helper: the app's providers plus toasts, which every back-office page uses. */
export function renderAdmin(ui: ReactElement, options?: RenderWithProvidersOptions): RenderResult {
  return renderWithProviders(<ToastProvider>{ui}</ToastProvider>, options);
}
