/**
 * Adds an external async script once. The site's CSP forbids inline scripts, so the vendors'
 * usual inline snippets are replaced by bundled code plus this plain `src` tag.
 */
export const injectScript = (src: string, id: string): void => {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
};
