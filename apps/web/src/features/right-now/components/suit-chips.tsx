import { RIGHT_NOW_SUIT_LABELS, type RightNowPost } from '@blaze/contracts/right-now';

/** What suits a Right Now post's author (hosting, can travel, at a venue), as small chips. */
export function SuitChips({ suits, label }: { suits: RightNowPost['suits']; label: string }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={label}>
      {suits.map((s) => (
        <li
          key={s}
          className="rounded-full bg-zinc-800 px-2.5 py-0.5 text-xs font-medium text-zinc-200"
        >
          {RIGHT_NOW_SUIT_LABELS[s]}
        </li>
      ))}
    </ul>
  );
}
