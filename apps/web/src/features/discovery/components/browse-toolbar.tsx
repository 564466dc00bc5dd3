import type { OwnProfile } from '@blaze/contracts/profiles';
import { cn } from '@/lib/cn';
import { FiltersButton } from '@/features/discovery/components/filters-sheet';
import { LocationChip } from '@/features/discovery/components/location-chip';
import type { BrowseFilters } from '@/features/discovery/lib/browse-filters';

/** Where the lists are measured from, and the filters: the same pair on Discover and Hookup. */
export function BrowseToolbar({
  profile,
  filters,
  onApply,
  className,
}: {
  profile: OwnProfile;
  filters: BrowseFilters;
  onApply: (filters: BrowseFilters) => void;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <LocationChip profile={profile} />
      <FiltersButton filters={filters} onApply={onApply} />
    </div>
  );
}
