import { useEffect, type RefObject } from 'react';
import { requestContactForm } from './contactFormLoader';

/** How far ahead of the viewport the form starts loading: about two phone screens of scrolling. */
const CONTACT_FORM_ROOT_MARGIN = '1600px 0px';

const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Requests the contact form when `ref`'s element comes within CONTACT_FORM_ROOT_MARGIN of the
 * viewport, or at the visitor's next tap, click or key press anywhere (a click on "Contact Us"
 * should find the form ready when the scroll ends). A browser without IntersectionObserver relies
 * on the interaction alone.
 */
export function useRequestContactFormOnApproach(ref: RefObject<Element | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;

    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) request();
            },
            { rootMargin: CONTACT_FORM_ROOT_MARGIN },
          );
    const options: AddEventListenerOptions = { capture: true, passive: true };
    function stop() {
      observer?.disconnect();
      for (const type of INTERACTION_EVENTS) window.removeEventListener(type, request, options);
    }
    function request() {
      stop();
      requestContactForm();
    }

    observer?.observe(element);
    for (const type of INTERACTION_EVENTS) window.addEventListener(type, request, options);
    return stop;
  }, [ref]);
}
