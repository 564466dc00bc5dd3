import { PublicLayout } from '@/components/public-layout';
import { InfoPage } from '@/features/info/components/info-page';
import type { InfoSlug } from '@/features/info/components/info-pages';

export default function InfoRoute({ slug }: { slug: InfoSlug }) {
  return (
    <PublicLayout>
      <InfoPage slug={slug} />
    </PublicLayout>
  );
}
