import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** How long a link to a section waits for its page's code to arrive before giving up. */
const TARGET_WAIT_MS = 10_000;

/**
 * Client-side navigation keeps the old scroll position unless told otherwise: a new page starts
 * at the top, a link with a hash (/#services) scrolls to that section, and Back/Forward (POP)
 * leaves the browser's own restoration alone. Pages load their code lazily, so a section may not
 * exist yet when the URL changes: then the scroll happens as soon as it appears.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === NavigationType.Pop) return undefined;
    const id = hash ? decodeURIComponent(hash.slice(1)) : '';
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView();
      return undefined;
    }
    window.scrollTo(0, 0);
    if (!id) return undefined;

    const observer = new MutationObserver(() => {
      const appeared = document.getElementById(id);
      if (!appeared) return;
      stop();
      appeared.scrollIntoView();
    });
    const timer = window.setTimeout(() => stop(), TARGET_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash, navigationType]);

  return null;
}
