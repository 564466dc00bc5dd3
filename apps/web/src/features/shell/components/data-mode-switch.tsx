import { RadioGroup } from 'radix-ui';
import { DATA_MODES, setDataMode, useDataMode, type DataMode } from '@/lib/flags';
import { cn } from '@/lib/cn';

const LABELS: Record<DataMode, string> = {
  production: 'Production',
  testing: 'Testing',
  demo: 'Demo',
};

/** spec section 4: switching the data mode writes the flags and reloads the page. */
export function DataModeSwitch() {
  const mode = useDataMode();
  return (
    <div className="flex flex-col gap-2.5">
      <div className="flex items-center justify-between">
        <span id="data-mode-label" className="text-sm font-medium text-zinc-200">
          Data mode
        </span>
        <span className="rounded-md bg-zinc-800 px-2 py-0.5 font-mono text-[11px] font-bold tracking-wider text-zinc-200">
          {mode.toUpperCase()}
        </span>
      </div>
      <RadioGroup.Root
        aria-labelledby="data-mode-label"
        value={mode}
        onValueChange={(value) => setDataMode(value as DataMode)}
        className="grid grid-cols-3 gap-1 rounded-xl bg-zinc-900 p-1"
      >
        {DATA_MODES.map((option) => (
          <RadioGroup.Item
            key={option}
            value={option}
            className={cn(
              'min-h-10 cursor-pointer rounded-lg text-xs font-semibold text-zinc-400 transition-colors hover:text-zinc-100',
              'data-[state=checked]:bg-zinc-700 data-[state=checked]:text-zinc-50',
            )}
          >
            {LABELS[option]}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
