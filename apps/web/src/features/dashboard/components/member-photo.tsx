import { useState } from 'react';
import { DEFAULT_AVATAR_URL } from '@/config/ui';
import { cn } from '@/lib/cn';

/** A member's photo; a broken or missing one falls back to the default avatar (spec section 8). */
export function MemberPhoto({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? DEFAULT_AVATAR_URL : src;
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('size-full object-cover', className)}
    />
  );
}
