import { useLayoutEffect } from 'react';
import styled from 'styled-components';
import { PageMeta } from '../../components/PageMeta';
import { usePageHydrated } from '../../hydration/usePageHydrated';
import { BRAND_NAME } from '../logo';
import { Benefits } from './Benefits';
import { ContactSection } from './ContactSection';
import { ContentFunnel } from './ContentFunnel';
import { Footer } from './Footer';
import { Header } from './Header';
import { Hero } from './Hero';
import { Insights } from './Insights';
import { Services } from './Services';
import { Testimonials } from './Testimonials';
import { TrustedPartners } from './TrustedPartners';
import { WhyHireUs } from './WhyHireUs';

export const LANDING_TITLE = `${BRAND_NAME} | AI Marketing Agency: Custom AI Agents, Media Buying & Funnels`;
export const LANDING_DESCRIPTION =
  'AI marketing agency with $200M+ in managed ad spend: custom AI agents, AI content, media buying and psychology-based funnels for 30-50% higher ROI.';

/**
 * The public landing page "/", section by section in the spec's order. It is prerendered; in the
 * browser its code loads at the visitor's first interaction (see App.tsx).
 */
export function LandingPage() {
  // Exact section positions from now on (see sectionLayout's content-visibility), set before
  // anything can measure them: a link from another page scrolls to its section as it appears.
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-landing-live', '');
  }, []);

  usePageHydrated();

  return (
    <>
      <PageMeta title={LANDING_TITLE} description={LANDING_DESCRIPTION} />
      <Header />
      <Main id="main" tabIndex={-1}>
        <Hero />
        <TrustedPartners />
        <Services />
        <Benefits />
        <Testimonials />
        <WhyHireUs />
        <ContentFunnel />
        <Insights />
        <ContactSection />
      </Main>
      <Footer />
    </>
  );
}

// Focusable only as the skip link's target; a ring around the whole page would just be noise.
const Main = styled.main`
  &:focus {
    outline: none;
  }
`;
