/** The agency's name and tagline, in one place so every page spells them the same way. */
export const BRAND_NAME = 'Apex AI';
export const BRAND_TAGLINE = 'AI MARKETING AGENCY';
/** The mark as a file in `frontend/public`, shared with the favicon. */
export const BRAND_MARK_SRC = '/favicon.svg';
/** The "A" glyph of the mark in a 64 x 64 box, the same path as `public/favicon.svg`. */
export const BRAND_MARK_LETTER_PATH =
  'M18 46 29 18h6l11 28h-6.6l-2.3-6.2H26.9L24.6 46H18Zm10.8-11.4h6.4L32 25.9l-3.2 8.7Z';
