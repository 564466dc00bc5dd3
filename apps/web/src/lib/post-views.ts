import { useEffect, useRef } from 'react';
import { POST_VIEWS_BATCH_MAX } from '@blaze/contracts/creators';
import { apiRequest } from '@/lib/api-client';

/** How long a post card must stay half in view to count as seen, and how often seen ids are sent. */
const SEEN_AFTER_MS = 1000;
const FLUSH_EVERY_MS = 3000;

type Send = (postIds: string[]) => Promise<unknown>;

const sendViews: Send = (postIds) =>
  apiRequest('/api/posts/views', {
    method: 'POST',
    body: { postIds },
    keepalive: true,
    skipAuthRedirect: true,
  });

/**
 * Post views for the creator dashboard: ids of the cards a member really looked at, sent in batches of
 * up to 50. The server counts one view per viewer per post per day whatever is sent, so this only saves
 * requests: each id goes once per page load, and a failed batch is dropped (a view is not worth a retry).
 */
export function createViewBatcher(send: Send = sendViews, flushEveryMs = FLUSH_EVERY_MS) {
  const sent = new Set<string>();
  let queue: string[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length > 0) {
      const batch = queue.slice(0, POST_VIEWS_BATCH_MAX);
      queue = queue.slice(POST_VIEWS_BATCH_MAX);
      void send(batch).catch(() => undefined);
    }
  }

  return {
    seen(postId: string) {
      if (sent.has(postId)) return;
      sent.add(postId);
      queue.push(postId);
      if (queue.length >= POST_VIEWS_BATCH_MAX) flush();
      else timer ??= setTimeout(flush, flushEveryMs);
    },
    flush,
  };
}

const batcher = createViewBatcher();
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') batcher.flush();
  });
}

/** Reports a post as seen once it has been at least half in view for a second (never his own). */
export function usePostView<T extends Element>(postId: string, enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          timer ??= setTimeout(() => {
            batcher.seen(postId);
            observer.disconnect();
          }, SEEN_AFTER_MS);
        } else if (timer) {
          clearTimeout(timer);
          timer = null;
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [postId, enabled]);
  return ref;
}
