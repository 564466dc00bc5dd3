import { CircleAlert } from 'lucide-react';

/**
 * The server's answer in words, next to the form. The live region is always in the page so screen
 * readers announce the message when it appears.
 */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive" className="empty:hidden">
      {message ? (
        <div className="flex items-start gap-2.5 rounded-xl border border-red-500/30 bg-red-500/10 px-3.5 py-3 text-sm leading-relaxed text-red-200">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-red-300" />
          <p>{message}</p>
        </div>
      ) : null}
    </div>
  );
}
