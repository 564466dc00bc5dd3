import { RightNowScreen } from '@/features/right-now/components/right-now-screen';
import { AlbumPhotoPicker } from '@/features/photos/components/album-photo-picker';
import { LocationSetup } from '@/features/discovery/components/location-setup';

/** /app/right-now: composes Right Now with the photos feature's picker and discovery's location setup. */
export default function RightNowRoute() {
  return (
    <>
      <title>Right Now · Blaze</title>
      <RightNowScreen
        locationSetup={<LocationSetup />}
        photoPicker={(props) => (
          <AlbumPhotoPicker
            {...props}
            publicOnly
            title="Add a photo"
            description="From your public album: everyone near you can see it."
          />
        )}
      />
    </>
  );
}
