import { AppLockSettings } from '@/features/app-lock/components/app-lock-settings';

/** /app/settings/lock: the app lock's PIN and timing (decision 036). */
export default function AppLockSettingsRoute() {
  return <AppLockSettings />;
}
