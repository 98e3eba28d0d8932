import { fireConfetti } from './confetti';

const mockFire = jest.fn<Promise<null>, [unknown]>();
const mockCreate = jest.fn((_canvas: HTMLCanvasElement, _options: unknown) => mockFire);

jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: { create: (...args: [HTMLCanvasElement, unknown]) => mockCreate(...args) },
}));

function setReducedMotion(reduce: boolean | undefined): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value:
      reduce === undefined
        ? undefined
        : jest.fn((query: string) => ({
            matches: reduce && query === '(prefers-reduced-motion: reduce)',
            media: query,
          })),
  });
}

afterEach(() => {
  jest.clearAllMocks();
  setReducedMotion(undefined);
  document.body.innerHTML = '';
});

describe('fireConfetti', () => {
  it('bursts 100 particles with spread 70 from 60% down the screen', async () => {
    mockFire.mockResolvedValue(null);
    await fireConfetti();
    expect(mockFire).toHaveBeenCalledTimes(1);
    expect(mockFire).toHaveBeenCalledWith({ particleCount: 100, spread: 70, origin: { y: 0.6 } });
  });

  it('draws on its own hidden, click-through canvas on the main thread and removes it afterwards', async () => {
    let canvasDuringBurst: HTMLCanvasElement | null = null;
    mockFire.mockImplementation(() => {
      canvasDuringBurst = document.querySelector('canvas');
      return Promise.resolve(null);
    });
    await fireConfetti();
    expect(mockCreate).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), {
      resize: true,
      useWorker: false,
      disableForReducedMotion: true,
    });
    expect(canvasDuringBurst).toBe(mockCreate.mock.calls[0][0]);
    expect(canvasDuringBurst).toHaveAttribute('aria-hidden', 'true');
    expect(canvasDuringBurst).toHaveStyle({ position: 'fixed', pointerEvents: 'none' });
    expect(document.querySelector('canvas')).toBeNull();
  });

  it('fires nothing for a visitor who asked for reduced motion', async () => {
    setReducedMotion(true);
    await fireConfetti();
    expect(mockCreate).not.toHaveBeenCalled();
    expect(mockFire).not.toHaveBeenCalled();
  });

  it('fires when motion is not reduced', async () => {
    setReducedMotion(false);
    mockFire.mockResolvedValue(null);
    await fireConfetti();
    expect(mockFire).toHaveBeenCalledWith({ particleCount: 100, spread: 70, origin: { y: 0.6 } });
  });

  it('only logs a failure and still removes its canvas', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFire.mockRejectedValue(new Error('no 2d context'));
    await expect(fireConfetti()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('Could not fire the confetti', expect.any(Error));
    expect(document.querySelector('canvas')).toBeNull();
    error.mockRestore();
  });
});
