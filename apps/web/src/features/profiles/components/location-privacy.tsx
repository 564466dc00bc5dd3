import { useState } from 'react';
import { EyeOff, Ruler } from 'lucide-react';
import type { OwnProfile } from '@blaze/contracts/profiles';
import type { ProfileUpdate } from '@blaze/contracts/profile-edit';
import { friendlyMessage } from '@/lib/api-client';
import { Switch } from '@/components/ui/switch';
import { useUpdateProfile } from '@/features/profiles/api/update-profile';

type Setting = 'locationVisible' | 'hideDistance';

const ROWS: ReadonlyArray<{ key: Setting; label: string; hint: string; icon: typeof EyeOff }> = [
  {
    key: 'locationVisible',
    label: 'Show me in nearby',
    hint: 'Off: you leave every nearby list, map and count. You can still browse.',
    icon: EyeOff,
  },
  {
    key: 'hideDistance',
    label: 'Hide my distance',
    hint: 'Others see no distance for you and you are not on their map.',
    icon: Ruler,
  },
];

/** Who may see how far away I am: the two location switches of my settings. */
export function LocationPrivacy({ profile }: { profile: OwnProfile }) {
  const update = useUpdateProfile();
  const [problem, setProblem] = useState<string | null>(null);
  const change = (body: ProfileUpdate) => {
    setProblem(null);
    update.mutate(body, { onError: (error) => setProblem(friendlyMessage(error)) });
  };
  return (
    <div className="flex flex-col gap-3">
      {ROWS.map(({ key, label, hint, icon: Icon }) => (
        <div key={key} className="flex min-h-11 items-center justify-between gap-3">
          <label htmlFor={`privacy-${key}`} className="flex cursor-pointer items-start gap-3">
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-zinc-400" />
            <span className="flex flex-col">
              <span className="text-sm font-medium text-zinc-100">{label}</span>
              <span className="text-xs text-zinc-400">{hint}</span>
            </span>
          </label>
          <Switch
            id={`privacy-${key}`}
            checked={profile[key]}
            disabled={update.isPending}
            onCheckedChange={(on) => change({ [key]: on })}
          />
        </div>
      ))}
      {problem ? (
        <p role="alert" className="text-sm text-red-300">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
