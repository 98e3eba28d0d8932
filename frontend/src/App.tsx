import { AppBody } from './AppBody';
import { ScrollToTop } from './components/ScrollToTop';
import { Tracking } from './features/tracking/Tracking';

/**
 * The app's root: the parts with no UI (analytics, scroll restoration), then AppBody with the
 * theme, toasts, routes and widgets. main.tsx decides when React starts (see there).
 */
export function App() {
  return (
    <>
      <Tracking />
      <ScrollToTop />
      <AppBody />
    </>
  );
}
