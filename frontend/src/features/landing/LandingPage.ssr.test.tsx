/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { MockedProvider } from '@apollo/client/testing/react';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { ToastProvider } from '../../components/Toast';
import { theme } from '../../theme/theme';
import { LandingPage } from './LandingPage';

/** The landing page is prerendered: it must render without a DOM and show its content without JavaScript. */
describe('LandingPage on the server', () => {
  it('renders to HTML with every section present and nothing waiting to be revealed', () => {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <MockedProvider mocks={[]}>
            <ThemeProvider theme={theme}>
              <StaticRouter location="/">
                <ToastProvider>
                  <LandingPage />
                </ToastProvider>
              </StaticRouter>
            </ThemeProvider>
          </MockedProvider>,
        ),
      );
      for (const id of [
        'hero',
        'services',
        'benefits',
        'results',
        'testimonials',
        'why-hire-us',
        'about',
        'content-funnel',
        'insights',
        'future-insights',
        'contact',
      ]) {
        expect(html).toContain(`id="${id}"`);
      }
      expect(html).toContain('data-reveal="static"');
      expect(html).not.toContain('data-reveal="waiting"');
      // the booking links as prerendered: the bare address (the visit's UTM parameters are added
      // when one is clicked), marked for the entry script's click listener
      expect(html).toContain(
        'href="https://calendly.com/ai-marketing-agency/30min" data-booking-link="true" target="_blank" rel="noopener noreferrer"',
      );
      expect(html).toContain(`© <!-- -->${new Date().getFullYear()}`);
    } finally {
      sheet.seal();
    }
  });
});
