import { cn } from '@/lib/cn';

interface RadioListProps<T extends string> {
  legend: string;
  /** The radios' shared name. */
  name: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
}

/** A single choice as a list of 44 px radio rows inside a labelled fieldset. */
export function RadioList<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: RadioListProps<T>) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-2 text-sm font-semibold text-zinc-100">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-[15px] text-zinc-100 hover:bg-zinc-800/70',
            value === option.value && 'bg-zinc-800',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="size-4 accent-brand"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
