import { useState, useSyncExternalStore } from 'react';
import { HERO_ELEMENT_ID, HERO_VISIBILITY_THRESHOLD } from './floatingMenuItems';

type HeroWatch = {
  pathname: string;
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => boolean;
};

/** Watches the hero of the page at `pathname`; "in view" until it has been looked at. */
function watchHero(pathname: string): HeroWatch {
  let outOfView = false;
  return {
    pathname,
    getSnapshot: () => outOfView,
    subscribe(onChange) {
      const report = (next: boolean) => {
        if (next === outOfView) return;
        outOfView = next;
        onChange();
      };
      const hero = document.getElementById(HERO_ELEMENT_ID);
      if (!hero || typeof IntersectionObserver === 'undefined') {
        report(true);
        return () => undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          const entry = entries[entries.length - 1];
          if (entry) report(!(entry.isIntersecting && entry.intersectionRatio >= HERO_VISIBILITY_THRESHOLD));
        },
        { threshold: HERO_VISIBILITY_THRESHOLD },
      );
      observer.observe(hero);
      return () => observer.disconnect();
    },
  };
}

/**
 * True once the page's hero (the element with id "hero") has scrolled out of view, and always
 * true on pages without one. Each page is looked at afresh, since the hero comes and goes with
 * the landing page.
 */
export function useHeroOutOfView(pathname: string): boolean {
  const [watch, setWatch] = useState(() => watchHero(pathname));
  if (watch.pathname !== pathname) setWatch(watchHero(pathname));
  // The server and the first client render agree on "in view": nothing floats over the hero.
  return useSyncExternalStore(watch.subscribe, watch.getSnapshot, () => false);
}
