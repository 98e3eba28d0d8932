import { CONSENT_BANNER_CSS } from './consentBannerStyles';
import { readConsent, saveConsent, type ConsentCategories } from './consentChoice';

/**
 * The cookie consent banner (issue 17) in plain DOM, no React: on the landing page React only
 * starts at the visitor's first interaction, and the banner must be there before it. Loaded as a
 * small chunk of its own, only when it is shown.
 *
 * A non-modal dialog: the page stays usable, and nothing optional runs until a choice is made.
 * "Reject all" and "Accept all" are the same button, side by side; "Customise" shows the three
 * categories (Necessary always on, Analytics, Marketing) as switches, none of them pre-set.
 * It is the body's first element, so the keyboard and screen readers reach it first, while it
 * shows at the bottom of the window.
 */

export type ShowConsentBannerOptions = {
  /** move the focus into the banner (it was opened on purpose, from "Cookie settings") */
  focus?: boolean;
  /** where the focus goes back to when it closes */
  returnFocusTo?: HTMLElement | null;
};

const STYLE_ID = 'consent-banner-style';

const category = (id: string, name: string, description: string, extra = '') => `
  <div class="cc-cat">
    <span><label class="cc-name" for="cc-${id}">${name}</label><span class="cc-desc" id="cc-${id}-desc">${description}</span></span>
    <input class="cc-switch" type="checkbox" role="switch" id="cc-${id}" aria-describedby="cc-${id}-desc"${extra}>
  </div>`;

const MARKUP = `
<div class="cc-card">
  <div class="cc-head">
    <span class="cc-icon" aria-hidden="true"><svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z"/><path d="M9 12l2 2 4-4"/></svg></span>
    <p class="cc-title" id="cc-title">Your privacy, your choice</p>
  </div>
  <p class="cc-text" id="cc-text">We would like to use Google Analytics to improve this site and Meta's pixel to measure our ads. Neither loads unless you allow it, and you can change your mind at any time. <a href="/cookies">Cookie Policy</a></p>
  <fieldset class="cc-prefs" id="cc-prefs" aria-label="Cookie categories" hidden>
    ${category('necessary', 'Necessary', 'Keeps the site working and remembers this choice. Always on.', ' checked disabled')}
    ${category('analytics', 'Analytics', 'Google Analytics: which pages are read and how enquiries arrive.')}
    ${category('marketing', 'Marketing', "Meta's pixel and Conversions API: which of our ads bring enquiries.")}
  </fieldset>
  <div class="cc-actions">
    <button type="button" class="cc-btn cc-solid" data-choice="reject">Reject all</button>
    <button type="button" class="cc-btn cc-solid" data-choice="accept">Accept all</button>
    <button type="button" class="cc-btn cc-outline" data-choice="customise" aria-controls="cc-prefs" aria-expanded="false">Customise</button>
    <button type="button" class="cc-btn cc-outline" data-choice="save" hidden>Save my choices</button>
  </div>
</div>`;

let banner: HTMLElement | null = null;
let returnFocus: HTMLElement | null = null;

const part = <T extends HTMLElement>(selector: string): T => banner?.querySelector<T>(selector) as T;
const switchOf = (name: keyof ConsentCategories) => part<HTMLInputElement>(`#cc-${name}`);
const actionButton = (choice: string) => part<HTMLButtonElement>(`[data-choice="${choice}"]`);

function build(): HTMLElement {
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CONSENT_BANNER_CSS;
    document.head.appendChild(style);
  }
  const root = document.createElement('section');
  root.className = 'cc';
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'false');
  root.setAttribute('aria-labelledby', 'cc-title');
  root.setAttribute('aria-describedby', 'cc-text');
  root.tabIndex = -1;
  // its buttons work at once: main.tsx holds early clicks only for the server's HTML
  root.dataset.live = '';
  root.innerHTML = MARKUP;
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return root;
}

function showPreferences(shown: boolean): void {
  part<HTMLElement>('#cc-prefs').hidden = !shown;
  const customise = actionButton('customise');
  customise.hidden = shown;
  customise.setAttribute('aria-expanded', String(shown));
  actionButton('save').hidden = !shown;
}

/** Saves the choice and closes; the focus goes back to where "Cookie settings" was pressed, if it was. */
function decide(categories: ConsentCategories): void {
  hideConsentBanner();
  saveConsent(categories);
  if (returnFocus?.isConnected) returnFocus.focus();
  returnFocus = null;
}

function onClick(event: MouseEvent): void {
  const choice = (event.target as Element).closest<HTMLElement>('[data-choice]')?.dataset.choice;
  if (choice === 'accept') decide({ analytics: true, marketing: true });
  else if (choice === 'reject') decide({ analytics: false, marketing: false });
  else if (choice === 'save')
    decide({ analytics: switchOf('analytics').checked, marketing: switchOf('marketing').checked });
  else if (choice === 'customise') {
    showPreferences(true);
    switchOf('analytics').focus();
  }
}

/** Escape closes the banner only when it was reopened over a choice already made. */
function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || !readConsent()) return;
  hideConsentBanner();
  returnFocus?.focus();
  returnFocus = null;
}

/** Shows the banner (once), at its first step, with the switches as the current choice has them. */
export function showConsentBanner({ focus = false, returnFocusTo = null }: ShowConsentBannerOptions = {}): void {
  banner ??= build();
  const current = readConsent();
  switchOf('analytics').checked = current?.analytics ?? false;
  switchOf('marketing').checked = current?.marketing ?? false;
  if (!banner.isConnected) {
    showPreferences(false);
    document.body.prepend(banner);
  }
  if (focus) {
    returnFocus = returnFocusTo;
    banner.focus();
  }
}

export function hideConsentBanner(): void {
  banner?.remove();
}
