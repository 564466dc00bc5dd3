import { useId, useState, type ReactNode } from 'react';
import { ImagePlus, X } from 'lucide-react';
import type { EntitlementsSummary } from '@blaze/contracts/entitlements';
import {
  RIGHT_NOW_LIFETIME_MINUTES,
  RIGHT_NOW_SUIT_LABELS,
  RIGHT_NOW_SUITS,
  RIGHT_NOW_TEXT_MAX,
  type RightNowSuit,
} from '@blaze/contracts/right-now';
import { ApiError, friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { CharCounter } from '@/components/ui/char-counter';
import { ChipGroup } from '@/components/ui/chip-group';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useGoLive } from '@/features/right-now/api/right-now-actions';
import { RightNowOffer } from '@/features/right-now/components/right-now-offer';

/** A photo of my public album, as the picker hands it over. */
export type PickedPhoto = { id: string; thumbUrl: string };

/** The photos feature's picker, passed in by the route (a feature never imports another). */
export type PhotoPickerSlot = (props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (photo: PickedPhoto) => void;
}) => ReactNode;

/** What he may still post, in words: 'Blaze Plus: unlimited', '2 free left today', '4 in your pack'. */
function allowanceLine(rightNow: EntitlementsSummary['rightNow']): string {
  if (rightNow.unlimited) return 'Blaze Plus: post as often as you like.';
  const parts: string[] = [];
  if (rightNow.freeLeft > 0) parts.push(`${rightNow.freeLeft} free left today`);
  if (rightNow.packLeft > 0) parts.push(`${rightNow.packLeft} left in your pack`);
  return `${parts.join(', ')}.`;
}

/**
 * 'I'm available now': a short text, what suits him (one or more), an optional photo of his public
 * album; each post takes one of his allowance. With none left he sees the offer instead.
 */
export function RightNowForm({
  allowance,
  photoPicker,
}: {
  allowance: EntitlementsSummary['rightNow'];
  photoPicker: PhotoPickerSlot;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [suits, setSuits] = useState<RightNowSuit[]>([]);
  const [photo, setPhoto] = useState<PickedPhoto | null>(null);
  const [picking, setPicking] = useState(false);
  const goLive = useGoLive();

  const refusal = goLive.error instanceof ApiError ? goLive.error : null;
  const spent =
    refusal?.code === 'NO_ALLOWANCE' ||
    (!allowance.unlimited && allowance.freeLeft + allowance.packLeft === 0);
  if (spent)
    return (
      <RightNowOffer
        nextFreeAt={allowance.nextFreeAt}
        message={refusal?.code === 'NO_ALLOWANCE' ? refusal.message : undefined}
      />
    );

  const ready = text.trim().length > 0 && suits.length > 0;
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-zinc-800"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        goLive.mutate(
          { text: text.trim(), suits, photoId: photo?.id ?? null },
          {
            onSuccess: () => {
              setText('');
              setSuits([]);
              setPhoto(null);
            },
          },
        );
      }}
    >
      <div>
        <h2 id={`${id}-title`} className="text-base font-bold text-zinc-50">
          I'm available now
        </h2>
        <p className="text-sm text-zinc-400">
          Live for {RIGHT_NOW_LIFETIME_MINUTES} minutes to the men near you.{' '}
          {allowanceLine(allowance)}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-text`}>What are you up for?</Label>
        <Textarea
          id={`${id}-text`}
          value={text}
          maxLength={RIGHT_NOW_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-count`}
          placeholder="Hosting now, come over for a drink…"
          className="min-h-20"
        />
        <CharCounter id={`${id}-count`} value={text} max={RIGHT_NOW_TEXT_MAX} />
      </div>
      <ChipGroup
        legend="What suits you"
        options={RIGHT_NOW_SUITS}
        value={suits}
        onChange={setSuits}
        labelOf={(s) => RIGHT_NOW_SUIT_LABELS[s]}
      />
      <div className="flex items-center gap-3">
        {photo ? (
          <>
            <img
              src={photo.thumbUrl}
              alt="Chosen for your Right Now"
              className="size-16 rounded-xl object-cover"
            />
            <Button type="button" variant="ghost" size="sm" onClick={() => setPhoto(null)}>
              <X aria-hidden />
              Remove photo
            </Button>
          </>
        ) : (
          <Button type="button" variant="secondary" size="sm" onClick={() => setPicking(true)}>
            <ImagePlus aria-hidden />
            Add a public photo
          </Button>
        )}
      </div>
      {goLive.error ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(goLive.error)}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={!ready} loading={goLive.isPending}>
        Go live for {RIGHT_NOW_LIFETIME_MINUTES} minutes
      </Button>
      {photoPicker({
        open: picking,
        onOpenChange: setPicking,
        onPick: (picked) => {
          setPhoto({ id: picked.id, thumbUrl: picked.thumbUrl });
          setPicking(false);
        },
      })}
    </form>
  );
}
