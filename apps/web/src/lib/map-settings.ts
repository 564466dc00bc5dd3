import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapSettings } from '@blaze/contracts/discovery';
import { api } from '@/lib/api-client';

export const mapSettingsKey = ['map-settings'] as const;

export function getMapSettings(signal?: AbortSignal): Promise<MapSettings> {
  return api.get<MapSettings>('/api/discover/map-settings', { signal });
}

export const mapSettingsQueryOptions = queryOptions({
  queryKey: mapSettingsKey,
  queryFn: ({ signal }) => getMapSettings(signal),
  // Server configuration: it only changes with a deploy.
  staleTime: Infinity,
  // The map draws its own plain style without them, so it need not wait through every retry.
  retry: 1,
});

/** Which tile server the maps may use, if any (none by default, see MapSettings); shared by every map. */
export function useMapSettings() {
  return useQuery(mapSettingsQueryOptions);
}
