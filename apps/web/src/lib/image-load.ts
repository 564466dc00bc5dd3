/**
 * Photo URLs that failed (error or TIMEOUTS.imageLoadMs without loading) in this session: they are
 * not asked for again (spec section 8).
 */
const failedUrls = new Set<string>();

export function hasFailed(url: string): boolean {
  return failedUrls.has(url);
}

export function markFailed(url: string): void {
  failedUrls.add(url);
}
