import { loadLandingPage } from './features/landing/loadLandingPage';
import { watchBookingClicks } from './features/tracking/bookingClicks';
import { countPageView } from './features/tracking/funnelEvents';
import { startTracking } from './features/tracking/startTracking';
import { recordPageLoadTouch } from './features/tracking/touch';
import { afterFirstPaint } from './hydration/afterFirstPaint';
import { firstInteraction, markInteraction, watchFirstInteraction } from './hydration/firstInteraction';
import { holdEarlyButtonClicks } from './hydration/holdEarlyButtonClicks';
import { pageHydrated } from './hydration/pageHydration';

/**
 * The entry script, kept tiny: it decides when React starts.
 *
 * - A page rendered in the browser (sign-in, admin, checkout: an empty #root) starts it at once.
 * - A prerendered page is complete and readable without JavaScript, and its links are plain
 *   links, so React only makes it interactive. On the landing page it is fetched at the visitor's
 *   first interaction (a tap, click, key, wheel or scroll), together with the page's own chunk;
 *   a button tapped meanwhile is replayed once the page is live. On the other prerendered pages
 *   (legal, not-found) it is fetched right after the first paint, and a button tapped before the
 *   page is live (the chat or the menu) is replayed the same way.
 *
 * The visit's campaign touch is recorded at once, and booking links carry it from then on. Analytics waits for neither: the visitor id, the settings request and the enabled vendors'
 * scripts start here, right after the first paint, which none of it is needed for; so does the funnel's page view.
 */
// the address this visit landed on, before the app's routing can change it
recordPageLoadTouch();
watchBookingClicks();
watchFirstInteraction();
// A link into a section (/#contact) puts the visitor mid-page, and the browser's jump to it may
// come before this script runs: it counts as the first interaction.
if (window.location.hash.length > 1) markInteraction();

afterFirstPaint(() => {
  countPageView();
  void startTracking();
});

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element to mount the app in');
}

const start = () => {
  void import('./startApp').then(({ startApp }) => startApp(container));
};

if (!container.hasChildNodes()) {
  start();
} else if (window.location.pathname === '/') {
  holdEarlyButtonClicks(pageHydrated);
  void firstInteraction.then(() => {
    start();
    // in parallel with React rather than after it: the page's chunk is needed to hydrate it
    void loadLandingPage();
  });
} else {
  holdEarlyButtonClicks(pageHydrated);
  afterFirstPaint(start);
}
