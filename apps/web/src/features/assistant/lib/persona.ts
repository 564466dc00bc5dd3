import { ASSISTANT_GREETINGS, type VoicePersona } from '@blaze/contracts/assistant';

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

/** HOTTIE's first words, in the persona's voice (the server's own; not stored in the history). */
export function greetingFor(persona: VoicePersona): string {
  return ASSISTANT_GREETINGS[persona];
}

/** The quick actions offered while the conversation holds only the greeting. */
export const QUICK_ACTIONS = [
  "Who's hot near me?",
  'Write me an ice breaker',
  'Fix up my bio',
  'Events near me',
] as const;
