/** One section entry of the floating menu; `anchor` is the id of the landing-page element it scrolls to. */
export type FloatingMenuSection = { label: string; anchor: string };

/** The seven section entries, in the spec's order; Home and Book a Call sit around them. */
export const FLOATING_MENU_SECTIONS: readonly FloatingMenuSection[] = [
  { label: 'Services', anchor: 'services' },
  { label: 'Benefits', anchor: 'benefits' },
  { label: 'Testimonials', anchor: 'testimonials' },
  { label: 'Why Hire Us', anchor: 'why-hire-us' },
  { label: 'Content Funnel', anchor: 'content-funnel' },
  { label: 'Future Insights', anchor: 'future-insights' },
  { label: 'Contact', anchor: 'contact' },
];

/** Spec section 9: anchors land 80 px below the top, 100 ms after the menu closes. */
export const MENU_SCROLL_OFFSET_PX = 80;
export const MENU_SCROLL_DELAY_MS = 100;
/** The button appears once less than this share of the hero is visible. */
export const HERO_VISIBILITY_THRESHOLD = 0.1;
export const HERO_ELEMENT_ID = 'hero';
