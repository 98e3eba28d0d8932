import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, type InitialEntry } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { createApolloClient } from '../apollo';
import { theme } from '../theme/theme';

export type RenderWithProvidersOptions = {
  /** GraphQL responses the component may request */
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** where the router starts (default '/') */
  initialEntries?: InitialEntry[];
};

/**
 * Renders UI inside what main.tsx provides (theme, router, Apollo), with mocked GraphQL and the
 * app's real cache type policies.
 */
export function renderWithProviders(
  ui: ReactElement,
  { mocks = [], initialEntries = ['/'] }: RenderWithProvidersOptions = {},
): RenderResult {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MockedProvider mocks={mocks} cache={createApolloClient().cache}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
        </ThemeProvider>
      </MockedProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}
