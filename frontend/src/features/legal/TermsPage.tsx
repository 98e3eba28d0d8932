import { Link } from 'react-router';
import { BRAND_NAME } from '../logo';
import { LEGAL_CONTACT_EMAIL } from './legalConstants';
import { LegalLayout } from './LegalLayout';

const mail = <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>;

/** /terms: the terms of use of the website, the AI assistant and the packages sold by card. */
export function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      description={`The terms for using the ${BRAND_NAME} website and AI assistant, applying for our services and buying consulting or marketing packages online.`}
      summary={
        <>
          The terms that apply when you use the {BRAND_NAME} website, talk to our AI assistant, apply for our services
          or buy a consulting or marketing package online.
        </>
      }
    >
      <section aria-labelledby="terms-agreement">
        <h2 id="terms-agreement">1. Agreement</h2>
        <p>
          By using this website you agree to these terms. If you use it on behalf of a company, you confirm that you may
          accept them for that company. If you do not agree, please do not use the site. Our{' '}
          <Link to="/privacy">Privacy Policy</Link> and <Link to="/cookies">Cookie Policy</Link> explain how we handle
          personal information and form part of these terms.
        </p>
      </section>

      <section aria-labelledby="terms-services">
        <h2 id="terms-services">2. Our services and what the site promises</h2>
        <p>
          {BRAND_NAME} is an AI marketing agency offering custom AI agents, AI content creation, media buying,
          AI-powered funnels, predictive analytics and marketing strategy. The figures on this site, such as ad spend
          managed, return on investment, acquisition cost and lead volume, describe results achieved for past clients.
          They are not a guarantee: results depend on your market, offer, budget and many factors outside our control.
        </p>
        <p>
          Submitting an application or booking a call does not create a client relationship or oblige either of us to
          work together. Ongoing services are provided only under a separate written agreement or statement of work,
          which takes precedence over these terms where they differ.
        </p>
      </section>

      <section aria-labelledby="terms-packages">
        <h2 id="terms-packages">3. Packages bought online</h2>
        <ul>
          <li>
            <strong>Prices.</strong> Packages are priced in US dollars as shown at checkout, for example the Marketing
            Strategy Session at $299.00. The price charged is always the one set by us for the package, shown before you
            pay.
          </li>
          <li>
            <strong>Payment.</strong> Payments are processed by Stripe. You are charged once, when you submit the
            payment form. We never see or store your full card number.
          </li>
          <li>
            <strong>Scheduling and delivery.</strong> After payment we contact you within two business days to schedule
            the work. Sessions take place by video call.
          </li>
          <li>
            <strong>Rescheduling.</strong> You may move a session free of charge with at least 24 hours&rsquo; notice.
          </li>
          <li>
            <strong>Refunds.</strong> If you cancel before any work has started, or if we cannot deliver within 30 days
            of your payment, we refund you in full. Once a session has taken place or a deliverable has been handed
            over, that part of the package is not refundable. This does not affect any rights you have under consumer
            law.
          </li>
        </ul>
      </section>

      <section aria-labelledby="terms-assistant">
        <h2 id="terms-assistant">4. The AI assistant</h2>
        <p>
          The AI Marketing Assistant generates answers automatically with a large language model and, optionally, reads
          them aloud with a synthetic voice. Its answers can be incomplete or wrong and are general information, not
          professional, legal or financial advice. Check anything important with a member of our team before acting on
          it, and do not enter passwords, card numbers or other sensitive information in the chat.
        </p>
      </section>

      <section aria-labelledby="terms-use">
        <h2 id="terms-use">5. Acceptable use</h2>
        <p>You agree not to:</p>
        <ul>
          <li>submit false information or apply in someone else&rsquo;s name;</li>
          <li>send spam, malicious code or automated requests that burden the site or the assistant;</li>
          <li>try to gain access to the staff area, other people&rsquo;s data or our systems without permission;</li>
          <li>use the assistant to produce unlawful, harmful or infringing content;</li>
          <li>copy or scrape the site&rsquo;s content for a competing service.</li>
        </ul>
        <p>We may block access for anyone who breaks these rules.</p>
      </section>

      <section aria-labelledby="terms-ip">
        <h2 id="terms-ip">6. Intellectual property</h2>
        <p>
          The text, graphics, logo and software of this site belong to {BRAND_NAME} or its licensors. You may view and
          share pages for your own business evaluation, but you may not reuse them commercially without our written
          permission. Ownership of work we create for clients is set out in each client agreement.
        </p>
      </section>

      <section aria-labelledby="terms-third-parties">
        <h2 id="terms-third-parties">7. Third-party services</h2>
        <p>
          Some features rely on other companies: the booking page for strategy calls opens on an external scheduling
          service, and payments run through Stripe. Their own terms and privacy policies apply to what you do there, and
          we are not responsible for their content or availability.
        </p>
      </section>

      <section aria-labelledby="terms-liability">
        <h2 id="terms-liability">8. Disclaimers and limitation of liability</h2>
        <p>
          The website is provided &ldquo;as is&rdquo;. We work to keep it accurate and available but do not promise that
          it will be uninterrupted or free of errors. To the fullest extent the law allows, {BRAND_NAME} is not liable
          for indirect or consequential losses, such as lost profits or lost data, arising from your use of the site,
          and our total liability in connection with a package bought online is limited to the amount you paid for it.
          Nothing in these terms limits liability that cannot be limited by law.
        </p>
      </section>

      <section aria-labelledby="terms-changes">
        <h2 id="terms-changes">9. Changes and governing law</h2>
        <p>
          We may update these terms; the date at the top of the page shows the latest version, and the version in force
          when you buy a package applies to that purchase. These terms are governed by the laws of the place where{' '}
          {BRAND_NAME} is established, and its courts have jurisdiction, unless the law of your country gives you the
          right to bring a claim where you live.
        </p>
      </section>

      <section aria-labelledby="terms-contact">
        <h2 id="terms-contact">10. Contact</h2>
        <p>
          Questions about these terms? Email {mail} or use the <Link to="/#contact">contact form</Link>.
        </p>
      </section>
    </LegalLayout>
  );
}
