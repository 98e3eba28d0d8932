import { nanoid } from 'nanoid';

const VISITOR_ID_STORAGE_KEY = 'visitorId';

/**
 * The visitor's random 21-character id (spec section 3), kept in local storage and created on
 * first load. Storage can be unavailable (private modes, blocked cookies); the visitor then gets
 * an id for this page only rather than an error.
 */
export const getOrCreateVisitorId = (): string => {
  try {
    const stored = window.localStorage.getItem(VISITOR_ID_STORAGE_KEY);
    if (stored) return stored;
    const created = nanoid();
    window.localStorage.setItem(VISITOR_ID_STORAGE_KEY, created);
    return created;
  } catch {
    return nanoid();
  }
};
