import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { openCookieSettings, useCookieSettingsOffered } from '../consent';
import { BRAND_NAME } from '../logo';
import { LEGAL_CONTACT_EMAIL } from './legalConstants';
import { LegalLayout } from './LegalLayout';

/** /cookies: each cookie and storage item the site can set, who sets it, why and for how long. */
export function CookiesPage() {
  return (
    <LegalLayout
      title="Cookie Policy"
      description={`Every cookie and storage item the ${BRAND_NAME} website can set, who sets it, why, for how long, and how you can control them.`}
      summary={
        <>
          The cookies and browser storage the {BRAND_NAME} website uses, why we use them and how you can control them.
          We keep this list short on purpose.
        </>
      }
    >
      <section aria-labelledby="cookies-what">
        <h2 id="cookies-what">1. What cookies and local storage are</h2>
        <p>
          Cookies are small text files a website asks your browser to keep and send back on later visits. Local storage
          is a similar store inside your browser that stays on your device and is not sent with every request. Both can
          hold an identifier that lets a site recognise the same browser again.
        </p>
      </section>

      <section aria-labelledby="cookies-always">
        <h2 id="cookies-always">2. What we always use</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Purpose</th>
              <th scope="col">Duration</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td data-label="Name">
                <code>visitorId</code>
              </td>
              <td data-label="Type">Local storage, first party</td>
              <td data-label="Purpose">
                A random 21-character id created on your first visit. It identifies the browser, not you, and contains
                no personal details.
              </td>
              <td data-label="Duration">Until you clear site data</td>
            </tr>
            <tr>
              <td data-label="Name">
                <code>connect.sid</code>
              </td>
              <td data-label="Type">Cookie, first party, strictly necessary</td>
              <td data-label="Purpose">
                Keeps {BRAND_NAME} staff signed in to the back office. It is set only when a staff member signs in;
                visitors to the public site never receive it.
              </td>
              <td data-label="Duration">Until sign-out or session expiry</td>
            </tr>
            <tr>
              <td data-label="Name">
                <code>amk.consent</code>
              </td>
              <td data-label="Type">Local storage, first party, strictly necessary</td>
              <td data-label="Purpose">
                Your cookie choice: which optional categories you allowed, when, and under which version of our banner,
                so that we do not ask on every page.
              </td>
              <td data-label="Duration">12 months, then we ask again</td>
            </tr>
          </tbody>
        </table>
      </section>

      <section aria-labelledby="cookies-optional">
        <h2 id="cookies-optional">3. Analytics and advertising cookies, only with your consent</h2>
        <p>
          We can switch Google Analytics and the Meta Pixel on or off. While they are off, none of the cookies below is
          set and no script from Google or Meta loads on this site. While they are on, our cookie banner asks you first,
          and nothing from Google or Meta loads until you allow it:
        </p>
        <ul>
          <li>
            <strong>Analytics</strong> covers Google Analytics. We use Google Consent Mode, which tells Google that
            everything is denied until you choose.
          </li>
          <li>
            <strong>Marketing</strong> covers the Meta Pixel and Meta&rsquo;s Conversions API: when you send us an
            enquiry, our server tells Meta about it (your email and phone number hashed, never in clear) only if you
            allowed Marketing.
          </li>
        </ul>
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Set by</th>
              <th scope="col">Purpose</th>
              <th scope="col">Duration</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td data-label="Name">
                <code>_ga</code>
              </td>
              <td data-label="Set by">Google Analytics</td>
              <td data-label="Purpose">Distinguishes visitors so page views and enquiries can be counted.</td>
              <td data-label="Duration">2 years</td>
            </tr>
            <tr>
              <td data-label="Name">
                <code>_ga_&lt;container id&gt;</code>
              </td>
              <td data-label="Set by">Google Analytics</td>
              <td data-label="Purpose">Keeps the state of the current analytics session.</td>
              <td data-label="Duration">2 years</td>
            </tr>
            <tr>
              <td data-label="Name">
                <code>_fbp</code>
              </td>
              <td data-label="Set by">Meta Pixel</td>
              <td data-label="Purpose">Identifies the browser so visits and enquiries from our ads can be measured.</td>
              <td data-label="Duration">90 days</td>
            </tr>
            <tr>
              <td data-label="Name">
                <code>_fbc</code>
              </td>
              <td data-label="Set by">Meta Pixel</td>
              <td data-label="Purpose">Records the ad click that brought you here, when you arrive from a Meta ad.</td>
              <td data-label="Duration">90 days</td>
            </tr>
          </tbody>
        </table>
      </section>

      <section aria-labelledby="cookies-checkout">
        <h2 id="cookies-checkout">4. On the checkout page</h2>
        <p>
          When you open the checkout, Stripe&rsquo;s payment form may set its own cookies (such as{' '}
          <code>__stripe_mid</code> and <code>__stripe_sid</code>) to prevent fraud. They are governed by Stripe&rsquo;s
          cookie policy and are not set on other pages of this site.
        </p>
      </section>

      <section aria-labelledby="cookies-control">
        <h2 id="cookies-control">5. How to control them</h2>
        <p>
          Change your choice at any time under &ldquo;Cookie settings&rdquo;, here or in the footer of our home page.
          When you withdraw a category, its tools stop at once, without reloading the page, and their cookies are
          removed from this site.
        </p>
        <CookieSettings />
        <ul>
          <li>Every modern browser lets you view, block and delete cookies and site data in its privacy settings.</li>
          <li>
            Clearing this site&rsquo;s data removes the <code>visitorId</code>; a new one is created on your next visit.
          </li>
          <li>
            Google offers an Analytics opt-out browser add-on, and Meta lets you manage ad measurement in your ad
            preferences.
          </li>
          <li>
            Blocking the staff session cookie only prevents signing in to the back office; the public site works without
            any cookie.
          </li>
        </ul>
      </section>

      <section aria-labelledby="cookies-more">
        <h2 id="cookies-more">6. More information</h2>
        <p>
          Our <Link to="/privacy">Privacy Policy</Link> explains how we use the information these tools collect. For
          questions, email <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>.
        </p>
      </section>
    </LegalLayout>
  );
}

/** "Cookie settings": reopens the consent banner; absent when the site asks for no consent. */
function CookieSettings() {
  const offered = useCookieSettingsOffered();
  if (!offered) return null;
  return (
    <SettingsButton variant="secondary" onClick={(event) => openCookieSettings(event.currentTarget)}>
      Cookie settings
    </SettingsButton>
  );
}

const SettingsButton = styled(Button)`
  margin: ${({ theme }) => `${theme.space[4]}px 0`};
`;
