import { BusinessScreen } from '@/features/places/components/business-screen';

/** /app/business: my business account, venues and claims. */
export default function BusinessRoute() {
  return (
    <>
      <title>Business · Blaze</title>
      <BusinessScreen />
    </>
  );
}
