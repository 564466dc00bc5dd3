import { cn } from '@/lib/cn';

/** The live 'n/500' under a text section; turns red at the limit. */
export function CharCounter({ id, value, max }: { id?: string; value: string; max: number }) {
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn(
        'text-right text-xs tabular-nums',
        value.length >= max ? 'text-red-300' : 'text-zinc-400',
      )}
    >
      {value.length}/{max}
    </p>
  );
}
