import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { cityByName } from '@blaze/contracts/catalogues';
import { paths } from '@/config/paths';
import { discoveryKeys } from '@/features/discovery/api/discovery-keys';
import { ExploreScreen } from '@/features/discovery/components/explore-screen';
import { profileKeys } from '@/features/profiles/api/profile-keys';
import { RoamScreen } from '@/features/roam/components/roam-screen';

/**
 * /app/roam (issue 15): the city list and my roam; `?explore=City` shows that city's grid (discovery's
 * Explore) without placing me there. A roam moves where my lists and distances start, so they refresh.
 */
export default function RoamRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const exploring = cityByName(search.get('explore') ?? '');
  if (exploring)
    return <ExploreScreen city={exploring.name} onBack={() => void navigate(paths.roam.to())} />;
  return (
    <RoamScreen
      onExplore={(city) => void navigate(paths.roam.to(city))}
      onRoamChanged={() => {
        void queryClient.invalidateQueries({ queryKey: discoveryKeys.all });
        void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      }}
    />
  );
}
