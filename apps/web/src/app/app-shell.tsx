import { AppLayout } from '@/features/shell/components/app-layout';
import { GlobalSheets } from '@/app/global-sheets';

/** The tab-bar shell with the app-wide sheets (profile panel, builder) mounted inside it. */
export function AppShell() {
  return <AppLayout overlays={<GlobalSheets />} />;
}
