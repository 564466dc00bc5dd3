import { AppError } from '../../lib/errors.ts';

/**
 * The push services browsers subscribe with. An endpoint is a URL the server will POST to, so only
 * these (https, their default port, no credentials) are accepted: anything else could aim the server at
 * an internal address (SSRF). Chrome and Edge (FCM), Firefox (Mozilla autopush), Edge on Windows (WNS),
 * Safari (Apple).
 */
const KNOWN_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
];
const KNOWN_SUFFIXES = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];

const refused = () =>
  new AppError(
    422,
    'PUSH_ENDPOINT_REFUSED',
    "This browser's push service isn't supported. Try another browser.",
  );

/**
 * The endpoint as a URL the sender may POST to, or a 422. `extraHosts` (PUSH_EXTRA_HOSTS, tests' local
 * stand-in) are matched on host:port or host and may use http.
 */
export function checkedEndpoint(endpoint: string, extraHosts: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw refused();
  }
  if (url.username || url.password) throw refused();
  const host = url.hostname.toLowerCase();
  if (extraHosts.includes(url.host.toLowerCase()) || (!url.port && extraHosts.includes(host))) {
    if (url.protocol === 'https:' || url.protocol === 'http:') return url;
    throw refused();
  }
  if (url.protocol !== 'https:' || url.port) throw refused();
  if (KNOWN_HOSTS.includes(host) || KNOWN_SUFFIXES.some((s) => host.endsWith(s))) return url;
  throw refused();
}
