import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useServicesPage } from '@/features/services/api/get-services';
import { useServicesStatus } from '@/features/services/api/get-services-status';
import { categoryLabel } from '@/features/services/lib/service-labels';

/**
 * For the Places hub (the route fills its slot): a few approved providers in my city. Nothing when
 * services are off, when he hid them, or when there are none.
 */
export function NearbyServicesStrip() {
  const status = useServicesStatus();
  const on = status.data?.enabled === true && !status.data.hidden;
  const page = useServicesPage({ near: 'me', limit: 8 }, { enabled: on });
  const listings = page.data?.listings ?? [];
  if (!on || listings.length === 0) return null;
  return (
    <section aria-label="Services near you" className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold text-zinc-50">Services in {page.data?.city}</h2>
        <Link to={paths.services.to()} className="text-sm text-brand-text">
          See all
        </Link>
      </div>
      <ul className="flex gap-3 overflow-x-auto pb-1">
        {listings.map((l) => (
          <li key={l.id} className="w-28 shrink-0">
            <Link to={paths.escort.to(l.handle)} className="flex flex-col gap-1">
              <span className="aspect-[3/4] overflow-hidden rounded-xl bg-zinc-800">
                {l.photo ? (
                  <img src={l.photo.thumbUrl} alt="" className="size-full object-cover" />
                ) : null}
              </span>
              <span className="truncate text-sm font-medium text-zinc-100">{l.displayName}</span>
              <span className="text-xs text-zinc-400">{categoryLabel(l.category)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
