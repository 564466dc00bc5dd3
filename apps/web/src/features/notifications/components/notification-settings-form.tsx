import { useId, useState, type ReactNode } from 'react';
import { Bell, Eye, Moon, Send } from 'lucide-react';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsPatch,
} from '@blaze/contracts/notifications';
import { applyNotificationPatch } from '@/lib/notification-settings';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { RadioList } from '@/components/ui/radio-list';
import { Switch } from '@/components/ui/switch';
import { useSendTestNotification } from '@/features/notifications/api/send-test-notification';
import { useUpdateNotificationSettings } from '@/features/notifications/api/update-notification-settings';
import {
  KIND_LABELS,
  PREVIEW_OPTIONS,
} from '@/features/notifications/components/notification-labels';

function Section({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2
        id={id}
        className="flex items-center gap-2 px-1 pb-2 text-sm font-bold text-zinc-300 [&_svg]:size-4"
      >
        {icon}
        {title}
      </h2>
      <Card className="divide-y divide-zinc-800 p-0">{children}</Card>
    </section>
  );
}

function KindRow({
  kind,
  value,
  onChange,
}: {
  kind: NotificationKind;
  value: { inApp: boolean; push: boolean };
  onChange: (change: { inApp?: boolean; push?: boolean }) => void;
}) {
  const { label, hint } = KIND_LABELS[kind];
  return (
    <div className="flex min-h-16 items-center gap-3 px-4 py-3" data-testid={`kind-${kind}`}>
      <div className="min-w-0 flex-1">
        <p className="text-[15px] font-medium text-zinc-100">{label}</p>
        <p className="mt-0.5 text-xs leading-relaxed text-zinc-400">{hint}</p>
      </div>
      <div className="flex w-14 justify-center">
        <Switch
          aria-label={`${label}: in app`}
          checked={value.inApp}
          onCheckedChange={(inApp) => onChange({ inApp })}
        />
      </div>
      <div className="flex w-14 justify-center">
        <Switch
          aria-label={`${label}: push`}
          checked={value.push}
          onCheckedChange={(push) => onChange({ push })}
        />
      </div>
    </div>
  );
}

/** The zone his device is in, where the browser says. */
function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Every notification setting; each change saves at once (only what changed) and moves back with the
 * reason in a toast if refused. `device` is this device's push switch (its own card).
 */
export function NotificationSettingsForm({
  settings: stored,
  device,
}: {
  settings: NotificationSettings;
  device?: ReactNode;
}) {
  const save = useUpdateNotificationSettings();
  const test = useSendTestNotification();
  const quietId = useId();
  const fromId = useId();
  const toId = useId();
  // The change just made, shown in the same frame as the tap (as message settings do): the cache
  // takes it too, but its subscribers hear of it a task later.
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  const settings = draft ?? stored;

  function change(patch: NotificationSettingsPatch) {
    setDraft(applyNotificationPatch(settings, patch));
    save.mutate(patch, { onSettled: () => setDraft(null) });
  }

  const zone = deviceTimeZone();
  const { quietHours } = settings;
  const setTime = (field: 'start' | 'end', value: string) => {
    if (TIME.test(value)) change({ quietHours: { [field]: value, timeZone: zone } });
  };

  return (
    <div className="flex flex-col gap-5">
      {device}

      <Section icon={<Bell aria-hidden />} title="What notifies you">
        <div
          aria-hidden
          className="flex items-center gap-3 px-4 py-2 text-[11px] font-bold tracking-wide text-zinc-400 uppercase"
        >
          <span className="flex-1" />
          <span className="w-14 text-center">In app</span>
          <span className="w-14 text-center">Push</span>
        </div>
        {NOTIFICATION_KINDS.map((kind) => (
          <KindRow
            key={kind}
            kind={kind}
            value={settings.kinds[kind] ?? { inApp: true, push: true }}
            onChange={(patch) => change({ kinds: { [kind]: patch } })}
          />
        ))}
      </Section>

      <Section icon={<Eye aria-hidden />} title="What a notification shows">
        <div className="px-3 py-3">
          <RadioList
            legend="On your lock screen"
            name="notification-preview"
            options={PREVIEW_OPTIONS}
            value={settings.preview}
            onChange={(preview) => change({ preview })}
          />
          <p className="mt-2 px-1 text-xs leading-relaxed text-zinc-400">
            Anyone who sees your phone sees your notifications. With &lsquo;Nothing&rsquo;, they
            read only &lsquo;New message&rsquo;: no name, no text. Stealth mode keeps them neutral
            whatever you pick here.
          </p>
        </div>
      </Section>

      <Section icon={<Moon aria-hidden />} title="Quiet hours">
        <div className="flex min-h-16 items-center gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <label htmlFor={quietId} className="block text-[15px] font-medium text-zinc-100">
              Quiet hours
            </label>
            <p className="mt-0.5 text-xs leading-relaxed text-zinc-400">
              Notifications still arrive, without sound or vibration.
            </p>
          </div>
          <Switch
            id={quietId}
            checked={quietHours.enabled}
            onCheckedChange={(enabled) => change({ quietHours: { enabled, timeZone: zone } })}
          />
        </div>
        <div className="flex flex-col gap-3 px-4 py-3">
          <div className="flex gap-3">
            <div className="flex flex-1 flex-col gap-1">
              <label htmlFor={fromId} className="text-sm text-zinc-300">
                From
              </label>
              <Input
                id={fromId}
                type="time"
                value={quietHours.start}
                disabled={!quietHours.enabled}
                onChange={(e) => setTime('start', e.target.value)}
              />
            </div>
            <div className="flex flex-1 flex-col gap-1">
              <label htmlFor={toId} className="text-sm text-zinc-300">
                To
              </label>
              <Input
                id={toId}
                type="time"
                value={quietHours.end}
                disabled={!quietHours.enabled}
                onChange={(e) => setTime('end', e.target.value)}
              />
            </div>
          </div>
          <p className="text-xs text-zinc-400">
            Times in {quietHours.enabled ? quietHours.timeZone : zone}
            {quietHours.enabled && quietHours.timeZone !== zone
              ? ` (this device is in ${zone}: change a time to use it)`
              : ''}
            .
          </p>
        </div>
      </Section>

      <Section icon={<Send aria-hidden />} title="Check it works">
        <div className="flex flex-col gap-3 px-4 py-4">
          <p className="text-sm text-zinc-400">
            Sends a notification to every device where you turned them on.
          </p>
          <Button variant="secondary" loading={test.isPending} onClick={() => test.mutate()}>
            Send me a test notification
          </Button>
        </div>
      </Section>
    </div>
  );
}
