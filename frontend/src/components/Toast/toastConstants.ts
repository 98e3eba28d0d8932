/** Toast behaviour constants from the spec (section 9). */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** How long a dismissed toast stays in state (off screen) before it is dropped. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_REGION_LABEL = `Notifications (${TOAST_HOTKEY})`;
/** How long a toast that offers Undo stays: long enough to read it and change one's mind. */
export const TOAST_UNDO_DURATION_MS = 8000;
