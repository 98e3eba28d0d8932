import { Link } from 'react-router';
import { BRAND_NAME } from '../logo';
import { LEGAL_CONTACT_EMAIL } from './legalConstants';
import { LegalLayout } from './LegalLayout';
import { RetentionTable } from './RetentionTable';

const mail = <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>;

/** /privacy: what personal data the site collects, why, who processes it and the visitor's rights. */
export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      description={`How ${BRAND_NAME} collects, uses and protects your personal information: the data we keep, why, who processes it for us and your rights.`}
      summary={
        <>
          How {BRAND_NAME} collects, uses and protects personal information when you visit our website, apply for our
          services, talk to our AI assistant or buy a consulting package.
        </>
      }
    >
      <section aria-labelledby="privacy-who">
        <h2 id="privacy-who">1. Who we are</h2>
        <p>
          {BRAND_NAME} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) is an AI marketing agency. We build custom AI agents,
          AI-assisted content, media buying programmes and sales funnels for businesses and marketing agencies. We
          decide why and how the personal information described here is processed, so we are responsible for it. You can
          reach us about privacy at any time at {mail}.
        </p>
      </section>

      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">2. Information we collect</h2>
        <h3>Your application (contact form)</h3>
        <p>
          When you apply through the form on our home page we receive and keep your full name, email address, phone
          number, company name, company website (if you give one), type of business, company size, annual revenue range,
          average client value range, monthly marketing budget range, your description of your main business challenges,
          the service you are most interested in, your implementation timeline and any additional information you choose
          to add.
        </p>
        <h3>Chat conversations</h3>
        <p>
          If you use the AI Marketing Assistant, we receive and keep the messages you type and the replies you are
          given, so the assistant can follow the conversation and so we can review its quality. Please do not share
          passwords, card numbers or other sensitive information in the chat.
        </p>
        <h3>Payments</h3>
        <p>
          When you buy a consulting or marketing package, you give us your full name and email address, which we pass to
          Stripe with the payment and keep with your order so we know who bought what. Your card details are entered
          into a secure form provided by Stripe and go directly to Stripe, never to us. We receive the result of the
          payment: its status, the amount, the product, the name and email address of the buyer, and limited card
          details such as the card type and the last four digits.
        </p>
        <h3>Information collected automatically</h3>
        <ul>
          <li>
            <strong>Visitor id.</strong> A random 21-character identifier stored in your browser&rsquo;s local storage
            under <code>visitorId</code>. It contains nothing about you and lets us recognise a returning browser.
          </li>
          <li>
            <strong>Server logs.</strong> Like any website, our servers record technical details of each request (IP
            address, browser type, page requested, time) to keep the service secure and to fix faults.
          </li>
          <li>
            <strong>Analytics and advertising measurement</strong>, only when we have switched these tools on: see
            section 5 and our <Link to="/cookies">Cookie Policy</Link>.
          </li>
        </ul>
        <h3>Staff accounts</h3>
        <p>
          Our back office is used only by {BRAND_NAME} staff. When a staff member signs in, a session cookie keeps them
          signed in. Visitors to the public site never receive this cookie.
        </p>
      </section>

      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">3. How we use your information</h2>
        <ul>
          <li>
            to review your application, reply to you (we aim to do so within 48 hours) and prepare your strategy call;
          </li>
          <li>to deliver the services and packages you buy, and to keep the records that accounting law requires;</li>
          <li>to answer your questions through the AI assistant;</li>
          <li>
            to understand which pages and campaigns bring us enquiries, when analytics or advertising measurement is
            switched on;
          </li>
          <li>to protect the website, our staff and our visitors against fraud and abuse.</li>
        </ul>
        <p>
          We process this information because you asked us to take steps before entering into a contract with you, to
          perform that contract, because of our legitimate interest in running and improving our business, or to meet
          legal obligations. We do not sell your personal information, and we do not use it to make decisions with legal
          or similarly significant effects on you by automated means alone.
        </p>
      </section>

      <section aria-labelledby="privacy-processors">
        <h2 id="privacy-processors">4. Service providers who process data for us</h2>
        <p>
          We use a small number of providers. Each receives only what it needs for the task below and may process data
          outside your country, including in the United States, under contractual safeguards.
        </p>
        <table aria-labelledby="privacy-processors">
          <thead>
            <tr>
              <th scope="col">Provider</th>
              <th scope="col">What it does for us</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td data-label="Provider">Stripe</td>
              <td data-label="Purpose">Takes card payments. Card data goes to Stripe, never to us.</td>
              <td data-label="When">When you buy a package</td>
            </tr>
            <tr>
              <td data-label="Provider">Large language model (LLM) provider</td>
              <td data-label="Purpose">
                Generates the AI assistant&rsquo;s replies from your messages and the conversation so far.
              </td>
              <td data-label="When">When the chat assistant is configured and you use it</td>
            </tr>
            <tr>
              <td data-label="Provider">ElevenLabs</td>
              <td data-label="Purpose">Turns the assistant&rsquo;s written replies into optional voice replies.</td>
              <td data-label="When">When voice replies are enabled</td>
            </tr>
            <tr>
              <td data-label="Provider">Google Analytics (Google)</td>
              <td data-label="Purpose">Measures page views and form submissions across the site.</td>
              <td data-label="When">Only when we enable it</td>
            </tr>
            <tr>
              <td data-label="Provider">Meta Pixel and Conversions API (Meta Platforms)</td>
              <td data-label="Purpose">Measures visits and enquiries that come from our Facebook and Instagram ads.</td>
              <td data-label="When">Only when we enable it</td>
            </tr>
          </tbody>
        </table>
      </section>

      <section aria-labelledby="privacy-analytics">
        <h2 id="privacy-analytics">5. Analytics and advertising measurement</h2>
        <p>
          Google Analytics and the Meta Pixel are loaded only when we have switched them on in our settings; when they
          are off, no script from Google or Meta is loaded on this site. When they are on, they record the pages you
          view and, if you submit the contact form, a &ldquo;lead&rdquo; event. When the Meta integration is on, our
          server also reports that lead event to Meta through its Conversions API, with your contact details hashed
          before they leave our server, so the same enquiry is not counted twice.
        </p>
        <p>
          You can block these tools with your browser&rsquo;s privacy settings or content blockers, with Google&rsquo;s
          Analytics opt-out browser add-on, and in your Facebook ad preferences.
        </p>
      </section>

      <section aria-labelledby="privacy-retention">
        <h2 id="privacy-retention">6. How long we keep it</h2>
        <p>
          We keep personal information only as long as we need it. Every day, whatever has passed its period below is
          deleted automatically, and when you ask us to erase your information we delete it straight away (see section
          7).
        </p>
        <RetentionTable />
        <ul>
          <li>
            Applications that have led to a strategy call: for as long as we are working with you, until you ask us to
            delete them.
          </li>
          <li>
            Payment records: as long as tax and accounting law requires, typically seven years. When we erase your
            information, they keep only the product, the amount, the date and the card type: your name, email address
            and the card&rsquo;s last four digits go.
          </li>
          <li>Staff session cookie: until the staff member signs out or the session expires.</li>
          <li>Your visitor id: until you clear your browser&rsquo;s site data.</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">7. Your rights</h2>
        <p>
          You can ask us for a copy of the personal information we hold about you, ask us to correct it, or ask us to
          delete it. Depending on where you live you may also object to or restrict our use of it and ask for it in a
          portable format. Email {mail} from the address you used with us; we answer within 30 days and do not charge
          for this. If you are unhappy with our answer, you may complain to your local data protection authority.
        </p>
      </section>

      <section aria-labelledby="privacy-security">
        <h2 id="privacy-security">8. Security</h2>
        <p>
          The site is served over an encrypted connection. Applications and conversations are stored in
          access-controlled systems that only signed-in {BRAND_NAME} staff can reach, and staff passwords are stored
          only in hashed form. No system is perfectly secure, and we will tell you without undue delay if a breach puts
          your information at risk.
        </p>
      </section>

      <section aria-labelledby="privacy-children">
        <h2 id="privacy-children">9. Children</h2>
        <p>
          Our services are for businesses and are not directed to children under 13. We do not knowingly collect
          personal information from children under 13. If you believe a child has given us information, contact us at{' '}
          {mail} and we will delete it.
        </p>
      </section>

      <section aria-labelledby="privacy-changes">
        <h2 id="privacy-changes">10. Changes to this policy</h2>
        <p>
          When we change this policy we update the date at the top of this page. If a change materially affects how we
          use information you have already given us, we will tell you by email before it takes effect.
        </p>
      </section>

      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">11. Contact us</h2>
        <p>
          For any question about this policy or your information, email {mail}, or send a message through the{' '}
          <Link to="/#contact">contact form</Link> on our home page.
        </p>
      </section>
    </LegalLayout>
  );
}
