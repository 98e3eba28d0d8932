import { holdEarlyButtonClicks } from './holdEarlyButtonClicks';

/** A promise and its resolver: the page going live, on demand. */
function liveSignal() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdEarlyButtonClicks', () => {
  it('holds a click on a server-rendered button and replays it on the same element once the page is live', async () => {
    document.body.innerHTML = '<button type="button" id="toggle"><span>Menu</span></button>';
    const button = document.getElementById('toggle') as HTMLButtonElement;
    const seen: string[] = [];
    button.addEventListener('click', () => seen.push('handler'));
    const live = liveSignal();
    holdEarlyButtonClicks(live.promise);

    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.querySelector('span')?.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);

    live.resolve();
    await flush();
    await flush();
    expect(seen).toEqual(['handler']);

    // live now: clicks go straight through, and nothing is replayed twice
    button.click();
    await flush();
    expect(seen).toEqual(['handler', 'handler']);
  });

  it('leaves links, disabled buttons and live (script-built) parts alone', () => {
    document.body.innerHTML =
      '<a href="#services" id="link">Services</a><button type="button" disabled id="off">Off</button>' +
      '<section data-live><button type="button" id="live"><span>Accept all</span></button></section>';
    const live = document.getElementById('live') as HTMLButtonElement;
    const onLive = jest.fn();
    live.addEventListener('click', onLive);
    const stop = holdEarlyButtonClicks(new Promise<void>(() => undefined));
    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')?.dispatchEvent(onLink);
    expect(onLink.defaultPrevented).toBe(false);
    const onDisabled = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('off')?.dispatchEvent(onDisabled);
    expect(onDisabled.defaultPrevented).toBe(false);
    live.querySelector('span')?.click();
    expect(onLive).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops holding when told to, and then replays nothing', async () => {
    document.body.innerHTML = '<button type="button" id="toggle">Menu</button>';
    const button = document.getElementById('toggle') as HTMLButtonElement;
    const handler = jest.fn();
    button.addEventListener('click', handler);
    const live = liveSignal();
    const stop = holdEarlyButtonClicks(live.promise);
    button.click();
    expect(handler).not.toHaveBeenCalled();
    stop();
    live.resolve();
    await flush();
    await flush();
    expect(handler).not.toHaveBeenCalled();
    button.click();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
