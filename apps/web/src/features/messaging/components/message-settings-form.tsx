import { useId, useState, type ReactNode } from 'react';
import { Bell, Image as ImageIcon, Lock, Type } from 'lucide-react';
import type { MessageSettings } from '@blaze/contracts/messaging';
import { Card } from '@/components/ui/card';
import { RadioList } from '@/components/ui/radio-list';
import { Switch } from '@/components/ui/switch';
import { useUpdateMessageSettings } from '@/features/messaging/api/update-message-settings';

type AutoDownload = MessageSettings['media']['autoDownload'];
type FontSize = MessageSettings['theme']['fontSize'];

const AUTO_DOWNLOAD_OPTIONS: readonly { value: AutoDownload; label: string }[] = [
  { value: 'always', label: 'Always' },
  // Browsers only sometimes say which network they are on; where they don't, photos load.
  { value: 'wifi', label: 'Not on mobile data or Data Saver' },
  { value: 'never', label: 'Never: tap a photo to load it' },
];

const FONT_SIZE_OPTIONS: readonly { value: FontSize; label: string }[] = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
];

function SettingsSection({
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

function SwitchRow({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-16 items-center gap-3 px-4 py-3">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-[15px] font-medium text-zinc-100">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-xs leading-relaxed text-zinc-400">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-hint`}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
      />
    </div>
  );
}

/** Every message setting; each change saves the whole object at once and rolls back if refused. */
export function MessageSettingsForm({ settings: stored }: { settings: MessageSettings }) {
  const save = useUpdateMessageSettings();
  // The choice just made, shown in the same frame as the tap. The query cache takes it too, but its
  // subscribers hear of it a task later; until then a controlled radio would flick back, and a second
  // quick change would be built on the old settings and undo the first.
  const [draft, setDraft] = useState<MessageSettings | null>(null);
  const settings = draft ?? stored;

  function change<K extends keyof MessageSettings>(group: K, patch: Partial<MessageSettings[K]>) {
    const next = { ...settings, [group]: { ...settings[group], ...patch } };
    setDraft(next);
    // Only the latest change's callback runs; by then the cache holds what was saved (or, if the
    // server refused, what was there before).
    save.mutate(next, { onSettled: () => setDraft(null) });
  }

  const { privacy, notifications, media, theme } = settings;
  return (
    <div className="flex flex-col gap-5">
      <SettingsSection icon={<Lock aria-hidden />} title="Privacy">
        <SwitchRow
          label="Read receipts"
          hint="Off: others don't see when you've read their messages, and you don't see when they've read yours."
          checked={privacy.readReceipts}
          onChange={(readReceipts) => change('privacy', { readReceipts })}
        />
        <SwitchRow
          label="Typing indicator"
          hint="Off: others don't see when you're typing, and you don't see when they are."
          checked={privacy.typing}
          onChange={(typing) => change('privacy', { typing })}
        />
        <SwitchRow
          label="Online and last seen"
          hint="Off: nobody sees when you're online or were last active, on your profile, in lists or in chats. In chats you don't see it for anyone else either."
          checked={privacy.lastSeen}
          onChange={(lastSeen) => change('privacy', { lastSeen })}
        />
        <SwitchRow
          label="Only verified members can message me"
          hint="On: members without the Verified badge can't start a chat with you. Chats you started or answered stay open."
          checked={privacy.verifiedOnly}
          onChange={(verifiedOnly) => change('privacy', { verifiedOnly })}
        />
      </SettingsSection>

      <SettingsSection icon={<Bell aria-hidden />} title="Notifications">
        <SwitchRow
          label="Message notifications"
          hint="An alert in Blaze when a message arrives in another chat, while Blaze is open. Muted chats stay quiet either way."
          checked={notifications.enabled}
          onChange={(enabled) => change('notifications', { enabled })}
        />
        <SwitchRow
          label="Sound"
          hint="A soft chime with each alert (if your browser lets Blaze play sounds)."
          checked={notifications.sound}
          disabled={!notifications.enabled}
          onChange={(sound) => change('notifications', { sound })}
        />
        <SwitchRow
          label="Vibration"
          hint="Vibrate with each alert, on phones that can."
          checked={notifications.vibration}
          disabled={!notifications.enabled}
          onChange={(vibration) => change('notifications', { vibration })}
        />
      </SettingsSection>

      <SettingsSection icon={<ImageIcon aria-hidden />} title="Photos in chats">
        <div className="px-3 py-3">
          <RadioList
            legend="Load photos automatically"
            name="media-auto-download"
            options={AUTO_DOWNLOAD_OPTIONS}
            value={media.autoDownload}
            onChange={(autoDownload) => change('media', { autoDownload })}
          />
        </div>
        <SwitchRow
          label="Save to this device"
          hint="Opening a photo you received also downloads a copy to this device. Off: the photo offers a Save button."
          checked={media.saveToDevice}
          onChange={(saveToDevice) => change('media', { saveToDevice })}
        />
      </SettingsSection>

      <SettingsSection icon={<Type aria-hidden />} title="Chat text">
        <div className="px-3 py-3">
          <RadioList
            legend="Text size in chats"
            name="chat-font-size"
            options={FONT_SIZE_OPTIONS}
            value={theme.fontSize}
            onChange={(fontSize) => change('theme', { fontSize })}
          />
        </div>
      </SettingsSection>
    </div>
  );
}
