import type { Touch } from './lead-touch.type';

/**
 * Meta's click and browser ids, which let the Conversions API match a Lead event to the ad click
 * and the pixel's browser (https://developers.facebook.com/docs/marketing-api/conversions-api/parameters/fbp-and-fbc).
 */

/** the cookie the Meta pixel keeps its browser id in */
export const META_BROWSER_COOKIE = '_fbp';

/** fb.<subdomain index>.<creation time in ms>.<random number>, as the pixel writes it */
const BROWSER_ID = /^fb\.\d{1,2}\.\d{1,16}\.[A-Za-z0-9]{1,64}$/;

/** The pixel's browser id from its cookie's raw value; null when absent or not of the pixel's format. */
export function metaBrowserId(cookie: string | null): string | null {
  return cookie !== null && BROWSER_ID.test(cookie) ? cookie : null;
}

type Attributed = { firstTouch: Touch | null; lastTouch: Touch | null; createdAt: Date };

/**
 * The click id as Meta's fbc parameter: fb.1.<time in ms the click id was seen>.<fbclid>, from
 * the last touch that carried an fbclid, else the first. A touch without a readable time is taken
 * at the lead's arrival, the latest the click can have been.
 */
export function metaClickId(lead: Attributed): string | null {
  const touch = [lead.lastTouch, lead.firstTouch].find((t) => t?.fbclid);
  if (!touch?.fbclid) return null;
  return `fb.1.${(touch.at ?? lead.createdAt).getTime()}.${touch.fbclid}`;
}
