import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { PublicLayout } from '@/components/public-layout';

export default function NotFoundRoute() {
  return (
    <PublicLayout>
      <title>Page Not Found · Blaze</title>
      <div className="flex flex-col items-center py-16 text-center">
        <div className="flex size-16 items-center justify-center rounded-full bg-zinc-900 text-zinc-300 ring-1 ring-zinc-800">
          <Compass aria-hidden className="size-7" />
        </div>
        <p className="mt-6 font-mono text-sm font-bold tracking-widest text-brand-text">404</p>
        <h1 className="mt-2 text-3xl font-black tracking-tight text-zinc-50">Page Not Found</h1>
        <p className="mt-3 max-w-xs text-zinc-400">
          This page doesn't exist or has moved. Let's get you back to the action.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to={paths.root.to()}>Go home</Link>
        </Button>
      </div>
    </PublicLayout>
  );
}
