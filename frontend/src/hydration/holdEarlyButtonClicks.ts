/**
 * A button in server HTML does nothing until React has hydrated it (on the landing page its code
 * is only fetched at the visitor's first interaction): a tap on the mobile menu toggle or the chat
 * button would otherwise be lost. Until `hydrated` settles, a click on an enabled button is held back and then replayed on
 * the same element (React keeps the server's DOM nodes when it hydrates). Links are left alone:
 * they work without JavaScript, and so are buttons inside `[data-live]`, which a script built
 * and made to work already. Returns a function that stops holding clicks.
 */
export function holdEarlyButtonClicks(hydrated: Promise<void>, root: Document = document): () => void {
  let held: HTMLButtonElement | null = null;
  let stopped = false;

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // [data-live]: built by a script rather than React (the cookie banner), so already working
    if (!button || button.disabled || button.closest('[data-live]')) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    root.removeEventListener('click', onClick, true);
  };

  root.addEventListener('click', onClick, true);
  void hydrated.then(() => {
    if (stopped) return;
    stop();
    const button = held;
    held = null;
    // after React's commit, so the button's handlers are attached
    if (button?.isConnected && !button.disabled) setTimeout(() => button.click(), 0);
  });
  return stop;
}
