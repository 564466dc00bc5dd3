import type { VoicePersona } from '@blaze/contracts/assistant';

/** The voice personas as /ai-lab and the onboarding describe them. */
export const PERSONAS: Record<VoicePersona, { name: string; blurb: string; sample: string }> = {
  aussie: {
    name: 'Aussie wingman',
    blurb: 'Laid-back, cheeky, always in your corner.',
    sample: "G'day legend! I'm your wingman. Let's find you someone worth a shout tonight.",
  },
  cali: {
    name: 'Cali host',
    blurb: 'Confident, playful, knows everyone worth knowing.',
    sample: "Hey gorgeous! I'm your host tonight. Tell me what you want and I'll make it happen.",
  },
};

/** HOTTIE's first words, in the persona's voice (not stored in the history). */
export function greetingFor(persona: VoicePersona): string {
  return persona === 'aussie'
    ? "G'day legend! I'm HOTTIE, your wingman. Want me to find blokes near you, fix up your bio or write you an opener?"
    : "Hey gorgeous! I'm HOTTIE, your host. Hot guys nearby, a killer bio or the perfect opener: just say the word.";
}

/** The quick actions offered while the conversation holds only the greeting. */
export const QUICK_ACTIONS = [
  "Who's hot near me?",
  'Write me an ice breaker',
  'Fix up my bio',
  'Events near me',
] as const;
