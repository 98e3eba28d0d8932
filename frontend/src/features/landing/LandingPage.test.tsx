import { screen, within } from '@testing-library/react';
import { ToastProvider } from '../../components/Toast';
import { fragmentTargets } from '../../test/idReferences';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LandingPage } from './LandingPage';

function renderLandingPage() {
  return renderWithProviders(
    <ToastProvider>
      <LandingPage />
    </ToastProvider>,
  );
}

/** The section (or anchor) a link to `#id` lands on. */
function section(id: string): HTMLElement {
  const [element] = fragmentTargets(id);
  if (!element) throw new Error(`no element with id "${id}"`);
  return element;
}

describe('LandingPage', () => {
  it('has every anchor the navigation, floating menu and footer point at', () => {
    renderLandingPage();
    for (const id of [
      'hero',
      'services',
      'benefits',
      'testimonials',
      'why-hire-us',
      'content-funnel',
      'insights',
      'future-insights',
      'contact',
      'about',
      'results',
    ]) {
      expect(fragmentTargets(id)).toHaveLength(1);
    }
    // The alias sits inside the insights section, the footer's targets inside theirs.
    expect(section('insights')).toContainElement(section('future-insights'));
    expect(section('why-hire-us')).toContainElement(section('about'));
    expect(section('benefits')).toContainElement(section('results'));
  });

  it('has the landmarks and exactly one h1', () => {
    renderLandingPage();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the hero with its two actions and the trust line', () => {
    renderLandingPage();
    const hero = within(section('hero'));
    expect(hero.getByRole('heading', { level: 1 })).toHaveTextContent(/AI marketing/i);
    expect(hero.getByRole('link', { name: /BOOK A CALL NOW/ })).toHaveAttribute('target', '_blank');
    expect(hero.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '#services');
    expect(hero.getByText('Trusted by top businesses worldwide')).toBeInTheDocument();
    expect(hero.getByRole('complementary', { name: /example conversation/i })).toBeInTheDocument();
  });

  it('has the spec counts of partners, services, benefits, testimonials and team roles', () => {
    renderLandingPage();
    expect(screen.getByRole('heading', { name: 'Trusted Partners & Collaborators' })).toBeInTheDocument();
    expect(screen.getAllByTestId('partner-badge')).toHaveLength(4);
    expect(within(section('services')).getAllByTestId('service-card')).toHaveLength(6);
    expect(within(section('benefits')).getAllByTestId('benefit-card')).toHaveLength(6);
    expect(within(section('testimonials')).getAllByTestId('testimonial')).toHaveLength(3);
    expect(within(section('why-hire-us')).getAllByTestId('team-role')).toHaveLength(4);
    expect(within(section('insights')).getAllByTestId('trend-card')).toHaveLength(4);
    expect(within(section('insights')).getAllByTestId('action-item')).toHaveLength(3);
    expect(within(section('content-funnel')).getAllByTestId('funnel-stage')).toHaveLength(3);
  });

  it('every service card has its own Book a call link', () => {
    renderLandingPage();
    for (const card of within(section('services')).getAllByTestId('service-card')) {
      expect(within(card).getByRole('link', { name: /^Book a call/ })).toHaveAttribute('target', '_blank');
    }
  });

  it('shows every claim the spec lists', () => {
    renderLandingPage();
    const benefits = within(section('benefits'));
    for (const claim of ['30–50%', '40–60%', '3x', '+40%', '−25%', '$200M+']) {
      expect(benefits.getByText(claim)).toBeInTheDocument();
    }
    expect(screen.getAllByText(/70\+ years/).length).toBeGreaterThan(0);
  });

  it('shows the team roles with their years of experience', () => {
    renderLandingPage();
    const roles = within(section('why-hire-us'))
      .getAllByTestId('team-role')
      .map((card) => [within(card).getByRole('heading').textContent, within(card).getByText(/years/).textContent]);
    expect(roles).toEqual([
      ['Development', '20+ years'],
      ['Project Manager', '15+ years'],
      ['Copywriter', '15+ years'],
      ['Sales Manager', '20+ years'],
    ]);
    expect(within(section('why-hire-us')).getByRole('link', { name: /BOOK A CALL/ })).toBeInTheDocument();
  });

  it('shows the funnel by audience temperature and both processes', () => {
    renderLandingPage();
    const funnel = within(section('content-funnel'));
    expect(funnel.getByText('Cold audience')).toBeInTheDocument();
    expect(funnel.getByText('Warm audience')).toBeInTheDocument();
    expect(funnel.getByText('Hot audience')).toBeInTheDocument();
    expect(funnel.getByRole('heading', { name: 'Content creation process' })).toBeInTheDocument();
    expect(funnel.getByRole('heading', { name: 'Conversion process' })).toBeInTheDocument();
    expect(within(section('insights')).getByRole('heading', { name: 'Take Action Now!' })).toBeInTheDocument();
  });

  it('opens every booking link in a new tab with noopener', () => {
    renderLandingPage();
    const bookingLinks = screen
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('href') === 'https://calendly.com/ai-marketing-agency/30min');
    // header, mobile menu, hero, chat card, six services, banner, take action, footer
    expect(bookingLinks.length).toBe(13);
    for (const link of bookingLinks) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
  });

  it('has the #contact section with the 48-hour promise and the four steps', () => {
    renderLandingPage();
    const contact = screen.getByRole('region', { name: 'Tell us where growth is stuck' });
    expect(contact).toHaveAttribute('id', 'contact');
    expect(contact).toHaveTextContent('within 48 hours');
    for (const step of ['Application review', 'Strategy call', 'Custom solution', 'Implementation']) {
      expect(within(contact).getByRole('heading', { name: step })).toBeInTheDocument();
    }
  });

  it('has the footer links, the Book a Call button and the current year', () => {
    renderLandingPage();
    const footer = within(screen.getByRole('contentinfo'));
    const hrefs = footer.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/#services',
        '/#about',
        '/#testimonials',
        '/#results',
        '/privacy',
        '/terms',
        '/cookies',
        '/login',
      ]),
    );
    expect(footer.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/login');
    expect(footer.getByRole('link', { name: /Book a Call/ })).toHaveAttribute('target', '_blank');
    expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });
});
