import { useId, useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from '@/components/ui/input';

/**
 * A password box with a Show/Hide button inside it. The button says only 'Show'/'Hide' so the
 * word 'password' names the field alone.
 */
export function PasswordInput({ id, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className="relative">
      <Input {...props} id={inputId} type={visible ? 'text' : 'password'} className="pr-20" />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-controls={inputId}
        aria-pressed={visible}
        className="absolute inset-y-1 right-1 flex cursor-pointer items-center gap-1.5 rounded-lg px-2.5 text-xs font-semibold text-zinc-300 transition-colors hover:bg-zinc-800 hover:text-zinc-50"
      >
        {visible ? (
          <EyeOff aria-hidden className="size-4" />
        ) : (
          <Eye aria-hidden className="size-4" />
        )}
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
