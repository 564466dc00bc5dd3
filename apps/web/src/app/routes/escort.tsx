import { Link, useParams } from 'react-router';
import { BadgeCheck, CalendarClock, ShieldCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PublicLayout } from '@/components/public-layout';

const PROMISES = [
  { icon: BadgeCheck, text: 'Verified photos and identity' },
  { icon: CalendarClock, text: 'Rates and availability up front' },
  { icon: ShieldCheck, text: 'Private, secure booking through Blaze' },
] as const;

/** /escort/:username: a provider's public page. Profiles arrive with the services feature. */
export default function EscortRoute() {
  const { username = '' } = useParams();
  return (
    <PublicLayout>
      <title>{`@${username} · Blaze`}</title>
      <div className="relative overflow-hidden rounded-3xl border border-zinc-800 bg-zinc-900/60 px-5 py-8">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-20 -right-16 size-56 rounded-full bg-brand/20 blur-3xl"
        />
        <Badge variant="accent" className="relative">
          Escort profile
        </Badge>
        <h1 className="relative mt-3 text-3xl font-black tracking-tight break-words text-zinc-50">
          @{username}
        </h1>
        <p className="relative mt-2 text-zinc-300">
          Provider profiles are coming to Blaze: photos, rates, availability and booking, all in one
          place.
        </p>
        <ul className="relative mt-5 flex flex-col gap-2.5">
          {PROMISES.map((item) => (
            <li key={item.text} className="flex items-center gap-3 text-sm text-zinc-200">
              <item.icon aria-hidden className="size-5 text-brand-text" />
              {item.text}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-6 flex flex-col gap-3">
        <Button asChild size="lg" block>
          <Link to={paths.auth.to()}>Join Blaze to get notified</Link>
        </Button>
        <Button asChild size="lg" variant="secondary" block>
          <Link to={paths.services.to()}>Browse services</Link>
        </Button>
      </div>
    </PublicLayout>
  );
}
