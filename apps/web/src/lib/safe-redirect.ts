import { paths } from '@/config/paths';

const PLACEHOLDER_ORIGIN = 'https://blaze.invalid';

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Accepts only a same-site relative path ('/x?y#z') as a place to return to after sign-in, so a
 * crafted link can never bounce a member to another site. Anything else gives null.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2_000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes and control characters are read as '/' or dropped by some browsers: refuse them.
  if (value.includes('\\') || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  if (url.pathname === paths.auth.pattern) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
