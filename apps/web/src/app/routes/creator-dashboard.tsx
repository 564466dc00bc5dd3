import { CreatorDashboard } from '@/features/creators/components/creator-dashboard';

/** /app/creator-dashboard: a creator's own numbers. */
export default function CreatorDashboardRoute() {
  return (
    <div className="flex flex-col gap-4 px-4 pt-6 pb-6">
      <title>Creator dashboard · Blaze</title>
      <h1 className="text-2xl font-black tracking-tight text-zinc-50">Creator dashboard</h1>
      <CreatorDashboard />
    </div>
  );
}
