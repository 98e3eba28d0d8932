import { FIRST_TOUCH_KEY, LAST_TOUCH_KEY, recordPageLoadTouch, recordTouch, touchFromVisit, type Touch } from './touch';
import { storedTouches } from './storedTouches';

const AT = new Date('2025-03-01T10:00:00.000Z');
const LATER = new Date('2025-03-02T10:00:00.000Z');

const visit = (address: string, referrer = '', at = AT): Touch =>
  touchFromVisit(new URL(address, 'https://agency.example'), referrer, at);

const stored = (storage: Storage, key: string): unknown => JSON.parse(storage.getItem(key) ?? 'null');

describe('touchFromVisit', () => {
  it('reads the campaign parameters, the landing path and the time', () => {
    expect(
      visit(
        '/?utm_source=spring&utm_medium=cpc&utm_campaign=launch&utm_term=ads&utm_content=hero&gclid=G1&fbclid=AbC123',
      ),
    ).toEqual({
      source: 'spring',
      medium: 'cpc',
      campaign: 'launch',
      term: 'ads',
      content: 'hero',
      gclid: 'G1',
      fbclid: 'AbC123',
      landingPath:
        '/?utm_source=spring&utm_medium=cpc&utm_campaign=launch&utm_term=ads&utm_content=hero&gclid=G1&fbclid=AbC123',
      at: '2025-03-01T10:00:00.000Z',
    });
  });

  it("keeps another site's host as the referrer, and not this site's own", () => {
    expect(visit('/privacy', 'https://www.google.com/search?q=agency').referrer).toBe('www.google.com');
    expect(visit('/privacy', 'https://agency.example/terms')).not.toHaveProperty('referrer');
    expect(visit('/privacy', 'not a url')).not.toHaveProperty('referrer');
  });

  it('leaves out empty parameters', () => {
    expect(visit('/?utm_source=&utm_medium=%20')).toEqual({
      landingPath: '/?utm_source=&utm_medium=%20',
      at: AT.toISOString(),
    });
  });
});

describe('recordTouch', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  const record = (touch: Touch) => recordTouch(touch, sessionStorage, localStorage);

  it('stores the first visit as both the first and the last touch', () => {
    const touch = visit('/?utm_source=spring');
    record(touch);
    expect(stored(localStorage, FIRST_TOUCH_KEY)).toEqual(touch);
    expect(stored(sessionStorage, LAST_TOUCH_KEY)).toEqual(touch);
  });

  it('keeps the first campaign touch and moves the last touch to the newer campaign', () => {
    const spring = visit('/?utm_source=spring');
    const newsletter = visit('/?utm_source=newsletter', '', LATER);
    record(spring);
    record(newsletter);
    expect(stored(localStorage, FIRST_TOUCH_KEY)).toEqual(spring);
    expect(stored(sessionStorage, LAST_TOUCH_KEY)).toEqual(newsletter);
  });

  it('never lets a direct visit overwrite a campaign touch', () => {
    const spring = visit('/?utm_source=spring');
    record(spring);
    record(visit('/privacy', '', LATER));
    expect(stored(localStorage, FIRST_TOUCH_KEY)).toEqual(spring);
    expect(stored(sessionStorage, LAST_TOUCH_KEY)).toEqual(spring);
  });

  it('upgrades a stored direct first touch with the first campaign touch', () => {
    record(visit('/'));
    const referred = visit('/', 'https://news.example/post', LATER);
    record(referred);
    expect(stored(localStorage, FIRST_TOUCH_KEY)).toEqual(referred);
    expect(stored(sessionStorage, LAST_TOUCH_KEY)).toEqual(referred);
    record(visit('/?utm_source=later', '', LATER));
    expect(stored(localStorage, FIRST_TOUCH_KEY)).toEqual(referred);
  });

  it('starts a new tab with its own last touch but the browser-wide first touch', () => {
    const spring = visit('/?utm_source=spring');
    record(spring);
    sessionStorage.clear(); // a new tab: a new session
    const newsletter = visit('/?utm_source=newsletter', '', LATER);
    record(newsletter);
    expect(storedTouches()).toEqual({ firstTouch: spring, lastTouch: newsletter });
  });

  it('replaces a stored value it cannot read', () => {
    localStorage.setItem(FIRST_TOUCH_KEY, '{"at": 1}');
    sessionStorage.setItem(LAST_TOUCH_KEY, 'not json');
    const touch = visit('/');
    record(touch);
    expect(storedTouches()).toEqual({ firstTouch: touch, lastTouch: touch });
  });
});

describe('recordPageLoadTouch and storedTouches', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it("records this page's address", () => {
    window.history.replaceState(null, '', '/?utm_source=spring&fbclid=AbC123');
    recordPageLoadTouch();
    expect(storedTouches().lastTouch).toMatchObject({
      source: 'spring',
      fbclid: 'AbC123',
      landingPath: '/?utm_source=spring&fbclid=AbC123',
    });
    window.history.replaceState(null, '', '/');
  });

  it('sends nothing when nothing was recorded', () => {
    expect(storedTouches()).toEqual({});
  });

  it('costs nothing but the attribution when storage is blocked', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => recordPageLoadTouch()).not.toThrow();
    expect(storedTouches()).toEqual({});
    getItem.mockRestore();
  });
});
