import { CONSENT_STORAGE_KEY, CONSENT_VERSION, readConsent, saveConsent } from './consentChoice';

const MADE = new Date('2026-01-31T12:00:00.000Z');

beforeEach(() => window.localStorage.clear());

describe('the stored consent choice', () => {
  it('holds the categories, the time and the version', () => {
    const choice = saveConsent({ analytics: true, marketing: false }, MADE);
    expect(choice).toEqual({ analytics: true, marketing: false, at: MADE.toISOString(), version: CONSENT_VERSION });
    expect(readConsent(MADE)).toEqual(choice);
  });

  it('lasts 12 months, then is asked again', () => {
    saveConsent({ analytics: true, marketing: true }, MADE);
    expect(readConsent(new Date('2027-01-31T11:59:59.000Z'))).not.toBeNull();
    expect(readConsent(new Date('2027-01-31T12:00:00.000Z'))).toBeNull();
  });

  it('is asked again when the banner has a new version', () => {
    const old = { analytics: true, marketing: true, at: MADE.toISOString(), version: CONSENT_VERSION - 1 };
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(old));
    expect(readConsent(MADE)).toBeNull();
  });

  it('ignores what it did not write', () => {
    for (const stored of ['yes', '{"analytics":"true","marketing":true}', '{not json', 'null']) {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, stored);
      expect(readConsent(MADE)).toBeNull();
    }
  });

  it('holds for the page when storage is blocked', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const choice = saveConsent({ analytics: false, marketing: true }, MADE);
    expect(readConsent(MADE)).toEqual(choice);
    setItem.mockRestore();
    getItem.mockRestore();
  });
});
