import { BoostScreen } from '@/features/boost/components/boost-screen';

/** /app/boost: Boost now, its countdown and the last boosts' results (issue 15). */
export default function BoostRoute() {
  return <BoostScreen />;
}
