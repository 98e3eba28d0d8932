import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './theme/GlobalStyle';
import { theme } from './theme/theme';

export type AppShellProps = {
  /** the router with the app inside: BrowserRouter in the browser, StaticRouter when prerendering */
  children: ReactNode;
};

/**
 * What every page renders inside, shared by main.tsx and the prerenderer so the server's HTML and
 * the browser's first render are the same tree (a precondition for hydrating without mismatches).
 */
export function AppShell({ children }: AppShellProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
