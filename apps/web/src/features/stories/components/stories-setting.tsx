import { CircleDashed } from 'lucide-react';
import { friendlyMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { Switch } from '@/components/ui/switch';
import { useSetStoriesRowOff, useSocialSettings } from '@/features/stories/api/stories-setting';

/** Settings: show or hide other members' stories on the dashboard (my own stay). */
export function StoriesSetting() {
  const settings = useSocialSettings();
  const set = useSetStoriesRowOff();
  const shown = set.isPending ? !set.variables : !(settings.data?.storiesRowOff ?? false);
  return (
    <div className="flex min-h-11 items-center justify-between gap-3">
      <label htmlFor="stories-row" className="flex cursor-pointer items-center gap-3">
        <CircleDashed aria-hidden className="size-5 text-zinc-400" />
        <span className="flex flex-col">
          <span className="text-sm font-medium text-zinc-100">Stories row</span>
          <span className="text-xs text-zinc-400">
            Stories of members you follow and near you, on the dashboard
          </span>
        </span>
      </label>
      <Switch
        id="stories-row"
        checked={shown}
        disabled={!settings.isSuccess}
        onCheckedChange={(on) =>
          set.mutate(!on, { onError: (error) => notifyError(friendlyMessage(error)) })
        }
      />
    </div>
  );
}
