import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hideConsentBanner, showConsentBanner } from './consentBanner';
import { CONSENT_STORAGE_KEY, onConsentChange, readConsent, type ConsentChoice } from './consentChoice';

const banner = () => screen.getByRole('dialog', { name: 'Your privacy, your choice' });
const button = (name: string) => within(banner()).getByRole('button', { name });
const category = (name: string) => within(banner()).getByRole('switch', { name });

let choices: ConsentChoice[] = [];
let stopListening: () => void = () => undefined;

beforeEach(() => {
  window.localStorage.clear();
  choices = [];
  stopListening = onConsentChange((choice) => choices.push(choice));
});

afterEach(() => {
  stopListening();
  hideConsentBanner();
  document.body.innerHTML = '';
});

describe('the consent banner', () => {
  it('is a labelled, non-modal dialog at the start of the page, with its styles', async () => {
    document.body.innerHTML = '<div id="root"><a href="/">Home</a></div>';
    showConsentBanner();

    const dialog = banner();
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    expect(dialog).toHaveAccessibleDescription(/Neither loads unless you allow it/);
    // its own style sheet places it over the page
    expect(dialog).toHaveStyle({ position: 'fixed' });
    const policy = within(dialog).getByRole('link', { name: 'Cookie Policy' });
    expect(policy).toHaveAttribute('href', '/cookies');
    // opened by itself on a first visit, it does not take the focus
    expect(dialog).not.toHaveFocus();
    // at the start of the page: the keyboard reaches it before the page's own links
    await userEvent.tab();
    expect(policy).toHaveFocus();
  });

  it('offers Reject all exactly like Accept all, and the categories only under Customise', () => {
    showConsentBanner();
    const [reject, accept] = within(banner()).getAllByRole('button');
    expect(reject).toHaveAccessibleName('Reject all');
    expect(accept).toHaveAccessibleName('Accept all');
    expect(reject).toHaveClass(accept.className, { exact: true });
    expect(button('Customise')).toHaveAttribute('aria-expanded', 'false');
    expect(within(banner()).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('Accept all stores both categories with the time and version, and closes', async () => {
    showConsentBanner();
    await userEvent.click(button('Accept all'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(choices).toEqual([expect.objectContaining({ analytics: true, marketing: true, version: 1 })]);
    expect(Date.parse(choices[0].at)).not.toBeNaN();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toEqual(choices[0]);
  });

  it('Reject all stores neither category, and closes', async () => {
    showConsentBanner();
    await userEvent.click(button('Reject all'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readConsent()).toMatchObject({ analytics: false, marketing: false });
  });

  it('Customise shows the three categories, none pre-set, and saves what the visitor switched on', async () => {
    const user = userEvent.setup();
    showConsentBanner();
    await user.click(button('Customise'));

    const necessary = category('Necessary');
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(necessary).toHaveAccessibleDescription(/Always on/);
    expect(category('Analytics')).not.toBeChecked();
    expect(category('Analytics')).toHaveFocus();
    expect(category('Marketing')).not.toBeChecked();
    expect(category('Marketing')).toHaveAccessibleDescription(/Conversions API/);
    expect(within(banner()).queryByRole('button', { name: 'Customise' })).not.toBeInTheDocument();

    await user.keyboard('{Tab}');
    expect(category('Marketing')).toHaveFocus();
    await user.keyboard(' ');
    await user.click(button('Save my choices'));
    expect(choices).toEqual([expect.objectContaining({ analytics: false, marketing: true })]);
  });

  it('reopened from "Cookie settings": takes the focus, shows the current choice, and Escape returns it unchanged', async () => {
    const user = userEvent.setup();
    document.body.innerHTML = '<button type="button">Cookie settings</button>';
    showConsentBanner();
    await user.click(button('Accept all'));
    const opener = screen.getByRole('button', { name: 'Cookie settings' });

    showConsentBanner({ focus: true, returnFocusTo: opener });
    expect(banner()).toHaveFocus();
    await user.click(button('Customise'));
    expect(category('Analytics')).toBeChecked();
    expect(category('Marketing')).toBeChecked();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(choices).toHaveLength(1);

    // opened again, it starts at its first step; a choice returns the focus too
    showConsentBanner({ focus: true, returnFocusTo: opener });
    expect(within(banner()).queryByRole('switch')).not.toBeInTheDocument();
    await user.click(button('Reject all'));
    expect(opener).toHaveFocus();
    expect(readConsent()).toMatchObject({ analytics: false, marketing: false });
  });

  it('cannot be dismissed with Escape before a first choice', async () => {
    showConsentBanner();
    banner().focus();
    await userEvent.keyboard('{Escape}');
    expect(banner()).toBeInTheDocument();
    expect(choices).toEqual([]);
  });
});
