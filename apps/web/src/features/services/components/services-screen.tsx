import { useState, type ReactNode } from 'react';
import { BriefcaseBusiness, EyeOff } from 'lucide-react';
import {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  SERVICE_LANGUAGE_CODES,
  SERVICE_LANGUAGES,
  SERVICES_NO_PAYMENT_NOTE,
  type ServiceCategory,
  type ServiceLanguage,
  type ServiceListQuery,
} from '@blaze/contracts/services';
import { CITY_NAMES } from '@blaze/contracts/discovery';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useServices } from '@/features/services/api/get-services';
import { useServicesStatus } from '@/features/services/api/get-services-status';
import { MyListingPanel } from '@/features/services/components/my-listing-panel';
import { ServiceCard } from '@/features/services/components/service-card';

type Where = '' | 'incall' | 'outcall';

function Filters({
  fixedCategory,
  category,
  setCategory,
  city,
  setCity,
  where,
  setWhere,
  language,
  setLanguage,
}: {
  fixedCategory: ServiceCategory | undefined;
  category: ServiceCategory | '';
  setCategory: (c: ServiceCategory | '') => void;
  city: string;
  setCity: (c: string) => void;
  where: Where;
  setWhere: (w: Where) => void;
  language: ServiceLanguage | '';
  setLanguage: (l: ServiceLanguage | '') => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-2">
      {fixedCategory ? null : (
        <Select
          aria-label="Category"
          value={category}
          onChange={(e) => setCategory(e.target.value as ServiceCategory | '')}
        >
          <option value="">All categories</option>
          {SERVICE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {SERVICE_CATEGORY_LABELS[c]}
            </option>
          ))}
        </Select>
      )}
      <Select aria-label="City" value={city} onChange={(e) => setCity(e.target.value)}>
        <option value="">My city</option>
        <option value="*">All cities</option>
        {CITY_NAMES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </Select>
      <Select
        aria-label="Incall or outcall"
        value={where}
        onChange={(e) => setWhere(e.target.value as Where)}
      >
        <option value="">Incall or outcall</option>
        <option value="incall">Incall</option>
        <option value="outcall">Outcall</option>
      </Select>
      <Select
        aria-label="Language"
        value={language}
        onChange={(e) => setLanguage(e.target.value as ServiceLanguage | '')}
      >
        <option value="">Any language</option>
        {SERVICE_LANGUAGE_CODES.map((l) => (
          <option key={l} value={l}>
            {SERVICE_LANGUAGES[l]}
          </option>
        ))}
      </Select>
    </div>
  );
}

function Listings({ query }: { query: ServiceListQuery }) {
  const list = useServices(query);
  if (list.error)
    return (
      <LoadFailed
        icon={<BriefcaseBusiness aria-hidden />}
        title="Services didn't load"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  if (!list.data) return <Skeleton className="h-48 rounded-2xl" />;
  const first = list.data.pages[0];
  if (first?.hidden)
    return (
      <EmptyState icon={<EyeOff aria-hidden />} title="You hid services">
        Services are hidden everywhere for you. Show them again in Settings.
      </EmptyState>
    );
  const listings = list.data.pages.flatMap((p) => p.listings);
  if (listings.length === 0)
    return (
      <EmptyState icon={<BriefcaseBusiness aria-hidden />} title="No providers here yet">
        {query.near && !first?.city
          ? 'Pick a city to see its providers.'
          : 'Try another city or fewer filters.'}
      </EmptyState>
    );
  return (
    <>
      <ul aria-label="Providers" className="flex flex-col gap-3">
        {listings.map((l) => (
          <ServiceCard key={l.id} listing={l} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          Show more
        </Button>
      ) : null}
    </>
  );
}

/**
 * /app/services and /massage-services (issue 16, decision 025): approved providers with filters,
 * and my own listing on top. Nothing when the operator switched services off.
 */
export function ServicesScreen({
  category: fixedCategory,
  title,
  intro,
  off,
}: {
  category?: ServiceCategory;
  title: string;
  intro: string;
  /** What shows when the operator switched services off. */
  off: ReactNode;
}) {
  const status = useServicesStatus();
  const [category, setCategory] = useState<ServiceCategory | ''>('');
  const [city, setCity] = useState('');
  const [where, setWhere] = useState<Where>('');
  const [language, setLanguage] = useState<ServiceLanguage | ''>('');
  if (status.data && !status.data.enabled) return off;
  const chosenCategory = fixedCategory ?? (category || undefined);
  const query: ServiceListQuery = {
    ...(chosenCategory ? { category: chosenCategory } : {}),
    ...(city === '' ? { near: 'me' as const } : city === '*' ? {} : { city }),
    ...(where === 'incall' ? { incall: 'true' as const } : {}),
    ...(where === 'outcall' ? { outcall: 'true' as const } : {}),
    ...(language ? { language } : {}),
  };
  return (
    <div className="flex flex-col gap-5 px-4 pt-4 pb-8">
      <header>
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">{title}</h1>
        <p className="text-sm text-zinc-400">{intro}</p>
      </header>
      <MyListingPanel />
      <Filters
        fixedCategory={fixedCategory}
        category={category}
        setCategory={setCategory}
        city={city}
        setCity={setCity}
        where={where}
        setWhere={setWhere}
        language={language}
        setLanguage={setLanguage}
      />
      <Listings query={query} />
      <p className="text-xs text-zinc-400">{SERVICES_NO_PAYMENT_NOTE}</p>
    </div>
  );
}
