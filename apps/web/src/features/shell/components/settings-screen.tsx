import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Bell, ChevronRight, LockKeyhole, MessageCircle, UserRound } from 'lucide-react';
import { paths } from '@/config/paths';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataModeSwitch } from '@/features/shell/components/data-mode-switch';
import { StealthToggle } from '@/features/shell/components/stealth-toggle';

interface SettingsScreenProps {
  /** Display settings other features own (explicit content, the stories row, ...), under the data saver. */
  display?: ReactNode;
  /** The creator profile card (creators). */
  creator?: ReactNode;
  /** Purchases: what he has, Blaze Plus, add-ons and receipts (payments). */
  purchases?: ReactNode;
  /** The member's location card (profiles). */
  location: ReactNode;
  /** The blocked members card (profiles). */
  blockedMembers: ReactNode;
  /** The way to get verified (verification). */
  verification?: ReactNode;
}

/** /app/settings: display settings work now; the rest arrive with their features. */
export function SettingsScreen({
  display,
  creator,
  purchases,
  location,
  blockedMembers,
  verification,
}: SettingsScreenProps) {
  return (
    <div className="flex flex-col gap-4 px-4 pt-6">
      <title>Settings · Blaze</title>
      <h1 className="text-2xl font-black tracking-tight text-zinc-50">Settings</h1>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Display</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <StealthToggle />
          {display}
        </CardContent>
      </Card>
      {purchases}
      {creator}
      {location}
      {verification}
      <Link
        to={paths.messageSettings.to()}
        className="flex min-h-16 items-center gap-3 rounded-2xl border border-zinc-800/80 bg-zinc-900/70 p-4 transition-colors hover:bg-zinc-800/70"
      >
        <MessageCircle aria-hidden className="size-5 shrink-0 text-zinc-300" />
        <span className="min-w-0 flex-1">
          <span className="block text-[15px] font-semibold text-zinc-50">Messages</span>
          <span className="block text-sm text-zinc-400">
            Read receipts, typing, last seen, alerts and photos
          </span>
        </span>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-zinc-500" />
      </Link>
      <Link
        to={paths.notificationSettings.to()}
        className="flex min-h-16 items-center gap-3 rounded-2xl border border-zinc-800/80 bg-zinc-900/70 p-4 transition-colors hover:bg-zinc-800/70"
      >
        <Bell aria-hidden className="size-5 shrink-0 text-zinc-300" />
        <span className="min-w-0 flex-1">
          <span className="block text-[15px] font-semibold text-zinc-50">Notifications</span>
          <span className="block text-sm text-zinc-400">
            Push on this device, what notifies you, previews and quiet hours
          </span>
        </span>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-zinc-500" />
      </Link>
      <Link
        to={paths.accountSettings.to()}
        className="flex min-h-16 items-center gap-3 rounded-2xl border border-zinc-800/80 bg-zinc-900/70 p-4 transition-colors hover:bg-zinc-800/70"
      >
        <UserRound aria-hidden className="size-5 shrink-0 text-zinc-300" />
        <span className="min-w-0 flex-1">
          <span className="block text-[15px] font-semibold text-zinc-50">Account</span>
          <span className="block text-sm text-zinc-400">
            E-mail, password, two-factor sign-in and your devices
          </span>
        </span>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-zinc-500" />
      </Link>
      <Link
        to={paths.appLockSettings.to()}
        className="flex min-h-16 items-center gap-3 rounded-2xl border border-zinc-800/80 bg-zinc-900/70 p-4 transition-colors hover:bg-zinc-800/70"
      >
        <LockKeyhole aria-hidden className="size-5 shrink-0 text-zinc-300" />
        <span className="min-w-0 flex-1">
          <span className="block text-[15px] font-semibold text-zinc-50">App lock</span>
          <span className="block text-sm text-zinc-400">
            A PIN on this device when the app opens or you come back
          </span>
        </span>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-zinc-500" />
      </Link>
      {blockedMembers}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Developer</h2>
          </CardTitle>
          <CardDescription>Which data the app shows. Changing it reloads the page.</CardDescription>
        </CardHeader>
        <CardContent>
          <DataModeSwitch />
        </CardContent>
      </Card>
    </div>
  );
}
