import { lazy, use } from 'react';
import { contactFormRequested, loadContactFormPanel } from './contactFormLoader';

const ContactFormPanel = lazy(async () => ({ default: (await loadContactFormPanel()).ContactFormPanel }));

/**
 * The application form, rendered on demand. It must sit inside a Suspense boundary: in the browser
 * it suspends until `requestContactForm()` is called, and while it does a prerendered page keeps the
 * server's HTML for it (already the form's exact markup, so nothing moves when it hydrates). The
 * prerenderer waits for the lazy module and writes the complete form.
 */
export function DeferredContactForm() {
  if (typeof window !== 'undefined') use(contactFormRequested);
  return <ContactFormPanel />;
}
