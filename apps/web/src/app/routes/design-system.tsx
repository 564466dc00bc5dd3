import { PublicLayout } from '@/components/public-layout';
import { DesignSystemGallery } from '@/features/design-system/components/design-system-gallery';

export default function DesignSystemRoute() {
  return (
    <PublicLayout wide>
      <DesignSystemGallery />
    </PublicLayout>
  );
}
