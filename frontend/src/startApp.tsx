import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';

/**
 * Starts React on the page. No providers here: the theme, toasts and pages come with the lazily
 * loaded AppBody, and the GraphQL screens (contact form, sign-in, admin) bring the shared Apollo
 * client with their code.
 */
export function startApp(container: HTMLElement): void {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );

  // A prerendered page already holds its markup: take it over rather than render it again.
  if (container.hasChildNodes()) {
    hydrateRoot(container, app);
  } else {
    // no server HTML (client-only routes, the dev server): render from scratch
    createRoot(container).render(app);
  }
}
