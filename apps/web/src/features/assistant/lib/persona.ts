import {
  ASSISTANT_GREETINGS,
  ASSISTANT_VOICE_SAMPLES,
  type VoicePersona,
} from '@blaze/contracts/assistant';

/** The voice personas as /ai-lab and the onboarding describe them. */
export const PERSONAS: Record<VoicePersona, { name: string; blurb: string; sample: string }> = {
  aussie: {
    name: 'Aussie wingman',
    blurb: 'Laid-back, cheeky, always in your corner.',
    sample: ASSISTANT_VOICE_SAMPLES.aussie,
  },
  cali: {
    name: 'Cali host',
    blurb: 'Confident, playful, knows everyone worth knowing.',
    sample: ASSISTANT_VOICE_SAMPLES.cali,
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
