import { firstInteraction, markInteraction, watchFirstInteraction } from './firstInteraction';

describe('firstInteraction', () => {
  it('settles at the first tap, key, wheel or scroll the page sees, and stops listening', async () => {
    const target = new EventTarget() as unknown as Window;
    const removed: string[] = [];
    const removeEventListener = target.removeEventListener.bind(target);
    target.removeEventListener = ((
      type: string,
      ...rest: [EventListenerOrEventListenerObject, boolean | EventListenerOptions]
    ) => {
      removed.push(type);
      removeEventListener(type, ...rest);
    }) as Window['removeEventListener'];

    let settled = false;
    void firstInteraction.then(() => {
      settled = true;
    });
    watchFirstInteraction(target);
    await Promise.resolve();
    expect(settled).toBe(false);

    target.dispatchEvent(new Event('wheel'));
    await Promise.resolve();
    expect(settled).toBe(true);
    expect(removed.sort()).toEqual(['keydown', 'pointerdown', 'scroll', 'touchstart', 'wheel']);

    // marking again is harmless
    expect(() => markInteraction()).not.toThrow();
  });
});
