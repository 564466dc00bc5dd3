import { useParams } from 'react-router';
import { PublicLayout } from '@/components/public-layout';
import { ProviderPage } from '@/features/services/components/provider-page';

/** /escort/:username: a provider's public page, readable signed out (issue 16). */
export default function EscortRoute() {
  const { username = '' } = useParams();
  return (
    <PublicLayout>
      <ProviderPage handle={username} />
    </PublicLayout>
  );
}
