import { useEffect, useState } from 'react';
import { TIMEOUTS } from '@blaze/contracts/constants';
import { DEFAULT_AVATAR_URL } from '@/config/ui';
import { cn } from '@/lib/cn';
import { hasFailed, markFailed } from '@/lib/image-load';

/**
 * A profile photo: the default avatar when it fails or takes longer than TIMEOUTS.imageLoadMs; a
 * URL that failed once is remembered and not asked for again.
 */
export function ProfileImage({
  src,
  alt,
  className,
}: {
  src: string | null;
  alt: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const usable = src && !hasFailed(src) && failedSrc !== src ? src : null;

  useEffect(() => {
    if (!usable || loadedSrc === usable) return;
    const timer = setTimeout(() => {
      markFailed(usable);
      setFailedSrc(usable);
    }, TIMEOUTS.imageLoadMs);
    return () => clearTimeout(timer);
  }, [usable, loadedSrc]);

  return (
    <img
      src={usable ?? DEFAULT_AVATAR_URL}
      alt={alt}
      draggable={false}
      decoding="async"
      onLoad={() => setLoadedSrc(usable)}
      onError={() => {
        if (!usable) return;
        markFailed(usable);
        setFailedSrc(usable);
      }}
      className={cn('size-full object-cover select-none', className)}
    />
  );
}
