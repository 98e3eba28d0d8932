/**
 * Runs `task` once the browser has painted the page: the frame callback fires just before the
 * next paint, the timeout right after it. A hidden tab paints nothing (and runs no frame
 * callbacks), so there the task runs at once.
 */
export function afterFirstPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') {
    task();
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}
