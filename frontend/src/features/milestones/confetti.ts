import { prefersReducedMotion } from '../../hooks/prefersReducedMotion';

/** The spec's burst: 100 particles, spread 70, from 60% down the screen. */
const CONFETTI_OPTIONS = { particleCount: 100, spread: 70, origin: { y: 0.6 } } as const;

/**
 * Fires the confetti on a canvas of our own, drawn on the main thread: the library's default
 * draws in a blob-URL worker, which a strict Content-Security-Policy forbids. Skipped entirely
 * for visitors who asked for reduced motion. Failures are only logged.
 */
export async function fireConfetti(): Promise<void> {
  if (prefersReducedMotion()) return;
  let canvas: HTMLCanvasElement | null = null;
  try {
    const { default: confetti } = await import('canvas-confetti');
    canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    Object.assign(canvas.style, {
      position: 'fixed',
      inset: '0',
      width: '100%',
      height: '100%',
      pointerEvents: 'none',
      zIndex: '100',
    });
    document.body.appendChild(canvas);
    const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
    await fire(CONFETTI_OPTIONS);
  } catch (error) {
    console.error('Could not fire the confetti', error);
  } finally {
    canvas?.remove();
  }
}
