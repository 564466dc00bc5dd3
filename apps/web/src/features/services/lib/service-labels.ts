import type { ServiceCard } from '@blaze/contracts/services';
import {
  SERVICE_CATEGORY_LABELS,
  SERVICE_LANGUAGES,
  type ServiceLanguage,
} from '@blaze/contracts/service-constants';

/** 'Incall', 'Outcall' or 'Incall · Outcall'. */
export function whereLabel(s: Pick<ServiceCard, 'incall' | 'outcall'>): string {
  return [s.incall ? 'Incall' : null, s.outcall ? 'Outcall' : null].filter(Boolean).join(' · ');
}

/** The area as others see it: a neighbourhood's name at most, then the city. */
export function areaLabel(s: Pick<ServiceCard, 'city' | 'neighbourhood'>): string {
  return s.neighbourhood ? `${s.neighbourhood}, ${s.city}` : s.city;
}

export const languageNames = (codes: readonly ServiceLanguage[]) =>
  codes.map((c) => SERVICE_LANGUAGES[c]).join(', ');

export const categoryLabel = (c: ServiceCard['category']) => SERVICE_CATEGORY_LABELS[c];
