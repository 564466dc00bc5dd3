import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Clock3 } from 'lucide-react';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export interface UpcomingFeatureProps {
  title: string;
  icon: ReactNode;
  /** One sentence: what the page will do for the member. */
  description: string;
  /** What the member will be able to do here, three or four short lines. */
  highlights?: readonly string[];
  /** Facts from the address (a venue id, a filter) shown so the member knows where they are. */
  details?: ReadonlyArray<{ label: string; value: string }>;
  actions?: ReactNode;
  badge?: string;
}

/**
 * A page whose feature is still being built: it names the page, says what it will do and says
 * plainly that it is on its way, inside the normal app frame.
 */
export function UpcomingFeature({
  title,
  icon,
  description,
  highlights = [],
  details = [],
  actions,
  badge,
}: UpcomingFeatureProps) {
  return (
    <div className="px-4 pt-6 pb-10">
      <title>{`${title} · Blaze`}</title>
      <div className="relative overflow-hidden rounded-3xl border border-zinc-800 bg-zinc-900/60 px-5 pt-8 pb-6">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-16 size-56 rounded-full bg-brand/20 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-28 -left-20 size-56 rounded-full bg-accent/15 blur-3xl"
        />
        <div className="relative">
          <div className="flex size-14 items-center justify-center rounded-2xl bg-brand/15 text-brand-text ring-1 ring-brand/30 [&_svg]:size-7">
            {icon}
          </div>
          <div className="mt-5 flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-black tracking-tight text-zinc-50">{title}</h1>
            {badge ? <Badge>{badge}</Badge> : null}
          </div>
          <p className="mt-2 text-[15px] leading-relaxed text-zinc-300">{description}</p>
          {details.length > 0 ? (
            <dl className="mt-4 flex flex-wrap gap-2">
              {details.map((detail) => (
                <div
                  key={detail.label}
                  className="flex items-center gap-1.5 rounded-full border border-zinc-700 bg-zinc-950/60 px-3 py-1 text-xs"
                >
                  <dt className="text-zinc-400">{detail.label}</dt>
                  <dd className="font-semibold text-zinc-100">{detail.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>

      {highlights.length > 0 ? (
        <Card className="mt-4">
          <CardContent className="pt-5">
            <h2 className="text-sm font-bold tracking-wide text-zinc-400 uppercase">
              What you'll be able to do
            </h2>
            <ul className="mt-3 space-y-3">
              {highlights.map((line) => (
                <li key={line} className="flex gap-3 text-sm leading-relaxed text-zinc-200">
                  <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-text" />
                  {line}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      <div
        role="status"
        className="mt-4 flex items-start gap-3 rounded-2xl border border-dashed border-zinc-700 px-4 py-3.5"
      >
        <Clock3 aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
        <p className="text-sm leading-relaxed text-zinc-300">
          <span className="font-semibold text-zinc-100">Arriving soon.</span> We're building this
          part of Blaze right now. It will appear here automatically once it's ready.
        </p>
      </div>

      <div className="mt-6 flex flex-col gap-3">
        {actions}
        <Button asChild variant="secondary" size="lg" block>
          <Link to={paths.dashboard.to()}>Back to your dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
