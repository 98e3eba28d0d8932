/** Google Analytics' cookies (_ga, _ga_<container id>, _gid) and Meta's pixel's (_fbp, _fbc). */
const GOOGLE_COOKIE = /^_ga(_|$)|^_gid$/;
const META_COOKIE = /^_fb[pc]$/;

/**
 * Removes the cookies of a category the visitor withdrew. The vendors set them on the site's
 * widest domain (example.com for www.example.com), so each of the host's parent domains is tried.
 */
export function clearVendorCookies({ analytics, marketing }: { analytics: boolean; marketing: boolean }): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter((name) => (!analytics && GOOGLE_COOKIE.test(name)) || (!marketing && META_COOKIE.test(name)));
  if (names.length === 0) return;
  const labels = window.location.hostname.split('.');
  const domains = ['', ...labels.slice(0, -1).map((_label, index) => `; domain=.${labels.slice(index).join('.')}`)];
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; max-age=0; path=/${domain}`;
  }
}
