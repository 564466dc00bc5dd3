import { BriefcaseBusiness } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/** The operator switched services off (SERVICES_ENABLED). */
export function ServicesOff() {
  return (
    <EmptyState icon={<BriefcaseBusiness aria-hidden />} title="Services are not available">
      This Blaze does not offer provider listings.
    </EmptyState>
  );
}
