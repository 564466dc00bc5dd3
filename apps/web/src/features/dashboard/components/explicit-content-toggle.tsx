import { Flame } from 'lucide-react';
import { Switch } from '@/components/ui/switch';
import {
  useSocialSettings,
  useUpdateSocialSettings,
} from '@/features/dashboard/api/social-settings';

/** Explicit posts show blurred until tapped, unless he chooses to see them as they are. */
export function ExplicitContentToggle() {
  const settings = useSocialSettings();
  const update = useUpdateSocialSettings();
  return (
    <div className="flex min-h-11 items-center justify-between gap-3">
      <label htmlFor="show-explicit" className="flex cursor-pointer items-center gap-3">
        <Flame aria-hidden className="size-5 text-zinc-400" />
        <span className="flex flex-col">
          <span className="text-sm font-medium text-zinc-100">Show explicit content</span>
          <span className="text-xs text-zinc-400">Off: explicit photos in posts stay blurred</span>
        </span>
      </label>
      <Switch
        id="show-explicit"
        checked={settings.data?.showExplicit ?? false}
        disabled={!settings.data || update.isPending}
        onCheckedChange={(showExplicit) => update.mutate({ showExplicit })}
      />
    </div>
  );
}
