import type { ComponentType, ReactPromise } from 'react';

type ContactFormPanelModule = { ContactFormPanel: ComponentType };

/** The form's code: Formik, Yup, Apollo Client and the generated mutation hook, about 70 kB gzip. */
export const loadContactFormPanel = (): Promise<ContactFormPanelModule> => import('./ContactFormPanel');

let requestLoad: () => void = () => undefined;

/**
 * Settles once the visitor is about to need the form: it nears the viewport or the visitor
 * interacts with the page. Until then the form stays as the prerendered HTML (or the fallback).
 * One promise per page, created at module load, so `use` sees the same object every render.
 */
export const contactFormRequested: ReactPromise<void> = new Promise<void>((resolve) => {
  requestLoad = resolve;
});

/** Starts downloading the form's code and lets DeferredContactForm render (and hydrate) it. */
export function requestContactForm(): void {
  if (contactFormRequested.status !== 'fulfilled') {
    // marked as settled the way React reads it (`status`, `value`), so no render suspends on it
    // again, even before its `then` callbacks have run
    Object.assign(contactFormRequested, { status: 'fulfilled', value: undefined });
    requestLoad();
  }
  void loadContactFormPanel();
}
