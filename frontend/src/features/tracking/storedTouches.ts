import { FIRST_TOUCH_KEY, LAST_TOUCH_KEY, readTouch, type Touch } from './touch';

/** The stored first and last touches, for the lead the contact form sends; absent ones are left out. */
export function storedTouches(): { firstTouch?: Touch; lastTouch?: Touch } {
  try {
    const firstTouch = readTouch(window.localStorage, FIRST_TOUCH_KEY);
    const lastTouch = readTouch(window.sessionStorage, LAST_TOUCH_KEY);
    return { ...(firstTouch ? { firstTouch } : {}), ...(lastTouch ? { lastTouch } : {}) };
  } catch {
    return {};
  }
}
