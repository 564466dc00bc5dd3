import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

interface ChipGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** The visible label of an option (its id by default). */
  labelOf?: (option: T) => string;
  className?: string;
}

/** A multi-select of toggle chips (aria-pressed), 44 px tall, inside a labelled fieldset. */
export function ChipGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  labelOf = (option) => option,
  className,
}: ChipGroupProps<T>) {
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className="mb-2 text-sm font-medium text-zinc-200">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const on = value.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={on}
              onClick={() =>
                onChange(on ? value.filter((item) => item !== option) : [...value, option])
              }
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors',
                on
                  ? 'border-transparent bg-brand text-brand-foreground'
                  : 'border-zinc-700 bg-zinc-900 text-zinc-200 hover:border-zinc-500',
              )}
            >
              {on ? <Check aria-hidden className="size-4" /> : null}
              {labelOf(option)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
