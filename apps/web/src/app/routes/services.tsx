import { ServicesOff } from '@/features/services/components/services-off';
import { ServicesScreen } from '@/features/services/components/services-screen';

/** /app/services: providers (escort, massage, other) with filters, and my own listing. */
export default function ServicesRoute() {
  return (
    <>
      <title>Services · Blaze</title>
      <ServicesScreen
        title="Services"
        intro="Escorts, masseurs and other providers, each approved by our team."
        off={<ServicesOff />}
      />
    </>
  );
}
