import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { paths } from '@/config/paths';
import { Skeleton } from '@/components/ui/skeleton';
import { useMessageSettings } from '@/features/messaging/api/get-message-settings';
import { ConversationError } from '@/features/messaging/components/conversation-states';
import { MessageSettingsForm } from '@/features/messaging/components/message-settings-form';

/** /app/settings/messages: read receipts, typing, last seen, alerts, photos and text size. */
export function MessageSettingsScreen() {
  const settings = useMessageSettings();
  return (
    <div className="flex flex-col gap-4 px-4 pt-4">
      <title>Message settings · Blaze</title>
      <div>
        <Link
          to={paths.settings.to()}
          className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-zinc-400 hover:text-zinc-100"
        >
          <ChevronLeft aria-hidden className="size-4" />
          Settings
        </Link>
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">Message settings</h1>
        <p className="mt-1 text-sm text-zinc-400">
          Changes save as you make them and apply to all your chats.
        </p>
      </div>
      {settings.isPending ? (
        <div className="flex flex-col gap-5" aria-busy="true">
          <span className="sr-only" role="status">
            Loading your message settings...
          </span>
          <Skeleton className="h-56 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      ) : settings.isError ? (
        <ConversationError
          error={settings.error}
          what="your message settings"
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <MessageSettingsForm settings={settings.data} />
      )}
    </div>
  );
}
