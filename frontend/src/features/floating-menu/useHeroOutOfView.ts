import { useEffect, useState } from 'react';
import { HERO_ELEMENT_ID, HERO_VISIBILITY_THRESHOLD } from './floatingMenuItems';

/**
 * True once the page's hero (the element with id "hero") has scrolled out of view, and always
 * true on pages without one. Re-checked whenever `pathname` changes, since the hero comes and
 * goes with the landing page.
 */
export function useHeroOutOfView(pathname: string): boolean {
  // Starts false so the server and the first client render agree: nothing floats over the hero.
  const [outOfView, setOutOfView] = useState(false);

  useEffect(() => {
    const hero = document.getElementById(HERO_ELEMENT_ID);
    if (!hero || typeof IntersectionObserver === 'undefined') {
      setOutOfView(true);
      return undefined;
    }
    setOutOfView(false);
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const visible = entry.isIntersecting && entry.intersectionRatio >= HERO_VISIBILITY_THRESHOLD;
        setOutOfView(!visible);
      },
      { threshold: HERO_VISIBILITY_THRESHOLD },
    );
    observer.observe(hero);
    return () => observer.disconnect();
  }, [pathname]);

  return outOfView;
}
