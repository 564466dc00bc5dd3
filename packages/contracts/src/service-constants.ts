/* Service categories and languages, zod-free so the shell loads without zod (issue 29). */

export const SERVICE_CATEGORIES = ['escort', 'massage', 'other'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = {
  escort: 'Escort',
  massage: 'Massage',
  other: 'Other',
};

/** Languages a provider can list (ISO 639-1 codes and their names). */
export const SERVICE_LANGUAGES = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  pl: 'Polish',
  ru: 'Russian',
  tr: 'Turkish',
  ar: 'Arabic',
  zh: 'Chinese',
  ja: 'Japanese',
  th: 'Thai',
  hi: 'Hindi',
  el: 'Greek',
  sv: 'Swedish',
  da: 'Danish',
} as const;
export type ServiceLanguage = keyof typeof SERVICE_LANGUAGES;
