/**
 * Opens a page the server serves itself (the GraphQL explorer), leaving the app: a full page load,
 * as the app's router knows nothing of it. Its own module so tests can stand in for the browser.
 */
export function loadServerPage(path: string): void {
  window.location.assign(path);
}
