import { useSearchParams } from 'react-router';
import {
  readFilters,
  writeFilters,
  type BrowseFilters,
} from '@/features/discovery/lib/browse-filters';

/** The filters held in the address, and the way to change them (other parameters are kept). */
export function useBrowseFilters(): [BrowseFilters, (next: BrowseFilters) => void] {
  const [search, setSearch] = useSearchParams();
  return [readFilters(search), (next) => setSearch(writeFilters(search, next))];
}
