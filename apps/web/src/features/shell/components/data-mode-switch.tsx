import { RadioGroup } from 'radix-ui';
import { Database } from 'lucide-react';
import { friendlyMessage } from '@/lib/api-client';
import { DATA_MODES, useDataMode, type DataMode } from '@/lib/flags';
import { cn } from '@/lib/cn';
import { useSwitchDataMode } from '@/features/shell/api/data-mode';

const LABELS: Record<DataMode, string> = {
  production: 'Production',
  testing: 'Testing',
  demo: 'Demo',
};

/**
 * spec section 4: the data mode. The server keeps it and decides what each shows (decision 038):
 * switching saves it there, then writes the flags and reloads.
 */
export function DataModeSwitch() {
  const mode = useDataMode();
  const change = useSwitchDataMode();
  const shown = change.isPending && change.variables ? change.variables : mode;
  return (
    <div className="flex flex-col gap-2.5">
      <div className="flex items-center justify-between">
        <span id="data-mode-label" className="text-sm font-medium text-zinc-200">
          Data mode
        </span>
        <span
          data-testid="data-mode-current"
          className="rounded-md bg-zinc-800 px-2 py-0.5 font-mono text-[11px] font-bold tracking-wider text-zinc-200"
        >
          {mode.toUpperCase()}
        </span>
      </div>
      <RadioGroup.Root
        aria-labelledby="data-mode-label"
        value={shown}
        disabled={change.isPending}
        onValueChange={(value) => change.mutate(value as DataMode)}
        className="grid grid-cols-3 gap-1 rounded-xl bg-zinc-900 p-1"
      >
        {DATA_MODES.map((option) => (
          <RadioGroup.Item
            key={option}
            value={option}
            className={cn(
              'min-h-10 cursor-pointer rounded-lg text-xs font-semibold text-zinc-400 transition-colors hover:text-zinc-100 disabled:cursor-wait',
              'data-[state=checked]:bg-zinc-700 data-[state=checked]:text-zinc-50',
            )}
          >
            {LABELS[option]}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {mode === 'demo' ? (
        <p className="flex items-center gap-1.5 text-xs text-sky-200/90">
          <Database aria-hidden className="size-3.5" />
          Showing sample data: the demo community is marked Sample.
        </p>
      ) : mode === 'production' ? (
        <p className="text-xs text-zinc-500">Real members only.</p>
      ) : null}
      {change.isError ? (
        <p role="alert" className="text-xs text-red-300">
          {friendlyMessage(change.error)}
        </p>
      ) : null}
    </div>
  );
}
