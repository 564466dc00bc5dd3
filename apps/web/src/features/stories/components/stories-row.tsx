import { lazy, Suspense, useState } from 'react';
import { Plus } from 'lucide-react';
import type { StoryRing } from '@blaze/contracts/stories';
import { memberName } from '@/lib/member-name';
import { cn } from '@/lib/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/ui/avatar';
import { useStoriesRow } from '@/features/stories/api/get-stories-row';

// The composer and the viewer load only when opened (ARCHITECTURE: heavy parts on demand).
const StoryComposer = lazy(() =>
  import('@/features/stories/components/story-composer').then((m) => ({
    default: m.StoryComposer,
  })),
);
const StoriesViewer = lazy(() =>
  import('@/features/stories/components/stories-viewer').then((m) => ({
    default: m.StoriesViewer,
  })),
);

const tile = 'flex w-[68px] cursor-pointer flex-col items-center gap-1.5 rounded-xl';
const label = 'w-full truncate text-center text-[11px] font-medium text-zinc-200';

function Ring({ ring, onOpen }: { ring: StoryRing; onOpen: () => void }) {
  const name = ring.isOwn ? 'Your story' : memberName(ring.author);
  return (
    <button
      type="button"
      onClick={onOpen}
      className={tile}
      aria-label={`${ring.isOwn ? 'Your story' : `${memberName(ring.author)}'s story`}${ring.hasUnseen ? ', new' : ', seen'}`}
      data-testid="story-ring"
      data-seen={ring.hasUnseen ? 'false' : 'true'}
    >
      <span
        className={cn(
          'rounded-full p-[2.5px]',
          ring.hasUnseen
            ? 'bg-linear-to-tr from-brand via-[#ff6a5c] to-[#ffb347] stealth:from-zinc-400 stealth:via-zinc-500 stealth:to-zinc-400'
            : 'bg-zinc-700',
        )}
      >
        <span className="block rounded-full border-2 border-zinc-950">
          <UserAvatar
            src={ring.author.avatarUrl}
            name={memberName(ring.author)}
            className="size-[55px]"
          />
        </span>
      </span>
      <span className={label}>{name}</span>
    </button>
  );
}

/**
 * The home strip's stories row: 'Add Story', my own ring, then members I follow and members near me
 * with a live story, unseen (bright ring) before seen (grey ring).
 */
export function StoriesRow() {
  const row = useStoriesRow();
  const [composing, setComposing] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const rings = row.data?.rings ?? [];
  const authorIds = rings.map((r) => r.author.id);

  return (
    <section aria-label="Stories" className="pt-2">
      <ul className="scrollbar-none relative flex gap-3 overflow-x-auto px-4 pb-1">
        <li className="shrink-0">
          <button type="button" onClick={() => setComposing(true)} className={tile}>
            <span className="relative flex size-16 items-center justify-center rounded-full border-2 border-dashed border-zinc-700 bg-zinc-900 text-zinc-300">
              <Plus aria-hidden className="size-6" />
              <span className="absolute -right-0.5 -bottom-0.5 flex size-5 items-center justify-center rounded-full bg-brand text-brand-foreground ring-2 ring-zinc-950">
                <Plus aria-hidden className="size-3.5" strokeWidth={3} />
              </span>
            </span>
            <span className={label}>Add Story</span>
          </button>
        </li>
        {row.isPending
          ? Array.from({ length: 4 }, (_, i) => (
              <li
                key={i}
                className="flex w-[68px] shrink-0 flex-col items-center gap-1.5"
                aria-hidden
              >
                <Skeleton className="size-16 rounded-full" />
                <Skeleton className="h-2.5 w-12 rounded" />
              </li>
            ))
          : rings.map((ring) => (
              <li key={ring.author.id} className="shrink-0">
                <Ring ring={ring} onOpen={() => setViewing(ring.author.id)} />
              </li>
            ))}
      </ul>
      {row.isSuccess && rings.length === 0 ? (
        <p className="px-4 pt-1 text-xs text-zinc-400">
          {row.data.off
            ? 'The stories row is off. Turn it on in Settings.'
            : 'No stories yet from members you follow or near you.'}
        </p>
      ) : null}
      <Suspense fallback={null}>
        {composing ? <StoryComposer open onOpenChange={setComposing} /> : null}
        {viewing ? (
          <StoriesViewer
            authorIds={authorIds.includes(viewing) ? authorIds : [viewing]}
            startAuthorId={viewing}
            onClose={() => setViewing(null)}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
