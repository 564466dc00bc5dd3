import type { AssistantReply, VoicePersona } from '@blaze/contracts';
import { joinSentences, pick } from '../../lib/phrasing.ts';

/**
 * The built-in engine's voices (issue 19): the same facts in each persona's tone. The Australian
 * wingman says 'mate' and 'legend'; the Californian host is confident and playful. Explicit words
 * only in adult mode.
 */
export type Mood =
  | 'found'
  | 'listed'
  | 'empty'
  | 'draft'
  | 'confirm'
  | 'done'
  | 'declined'
  | 'help'
  | 'problem'
  | 'ask';

type Leads = Record<Mood, readonly string[]>;

const LEADS: Record<VoicePersona, Leads> = {
  aussie: {
    found: [
      "Righto, mate, here's who's about.",
      'Good news, legend: there are a few blokes around.',
    ],
    listed: ["Here's what's on, mate.", 'Righto, legend, plenty going on.'],
    empty: ['Bit quiet out there, mate.', 'No luck this time, legend.'],
    draft: ["Here's one for you, mate.", 'Give this a burl, legend.'],
    confirm: ['Just checking first, mate.', "Say the word, legend, and I'll do it."],
    done: ['Done and dusted, mate.', 'Sorted, legend.'],
    declined: ["No worries, mate, I've left it.", 'All good, legend, nothing changed.'],
    help: ['Easy, mate.', "Here's the go, legend."],
    problem: ['Bit of a snag, mate.', 'Hmm, no dice, legend.'],
    ask: ['Happy to help, mate.', 'Righto, legend.'],
  },
  cali: {
    found: ["Okay, babe, look who's out.", "Ooh, you've got options."],
    listed: ["Ooh, there's plenty going on, babe.", "Okay, here's the scene."],
    empty: ["It's quiet out there right now, babe.", "Nobody's out just yet."],
    draft: ['Here is a line that works, trust me.', 'Try this one, babe.'],
    confirm: ['Quick check before I do it, babe.', "Just say yes and it's handled."],
    done: ['Done, babe.', "Handled. You're all set."],
    declined: ["Okay, I'll leave it as it is.", 'No problem, nothing changed.'],
    help: ["I've got you, babe.", "Easy, here's how."],
    problem: ['Hmm, small hiccup, babe.', "That didn't quite work."],
    ask: ["I'm all yours, babe.", 'Tell me more, gorgeous.'],
  },
};

/** Adult mode's leads where a mood has them: explicit, and only ever with adult mode on. */
const ADULT_LEADS: Record<VoicePersona, Partial<Leads>> = {
  aussie: {
    found: ["Righto, mate, here are some horny blokes who'd love a shag."],
    draft: ["Here's a cheeky, filthy one for you, mate."],
  },
  cali: {
    found: ['Mmm, babe, these boys look horny and ready to play.'],
    draft: ['Here is a dirty little line that gets him hard, trust me.'],
  },
};

/** Words the built-in engine uses only in adult mode (the tests hold it to this). */
export const EXPLICIT_WORDS = ['horny', 'shag', 'filthy', 'dirty', 'hard', 'fuck', 'cock', 'dick'];

/** A stable choice from the words he said, so one question gets one answer (and tests are repeatable). */
export function seededRng(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i += 1) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

export type Voice = { persona: VoicePersona; adult: boolean; seed: string };

/** The persona's opening words for a mood. */
export function leadFor(mood: Mood, voice: Voice): string {
  const adult = voice.adult ? ADULT_LEADS[voice.persona][mood] : undefined;
  return pick(adult ?? LEADS[voice.persona][mood], seededRng(`${voice.seed}|${mood}`));
}

/** The facts an action found, before a persona words them. */
export type Facts = {
  success: boolean;
  mood: Mood;
  /** The facts as sentences, persona-neutral. */
  say: ReadonlyArray<string | null | false | undefined>;
  nextStep?: string | null;
  tip?: string | null;
  cta?: AssistantReply['cta'];
  members?: AssistantReply['members'];
  draft?: AssistantReply['draft'];
};

/** The reply in his persona's tone: its lead, then the facts, as whole sentences. */
export function worded(
  facts: Facts,
  voice: Voice,
): Omit<AssistantReply, 'source' | 'confirmation'> {
  return {
    success: facts.success,
    message: joinSentences([leadFor(facts.mood, voice), ...facts.say]),
    nextStep: facts.nextStep ? joinSentences([facts.nextStep]) : null,
    tip: facts.tip ? joinSentences([facts.tip]) : null,
    cta: facts.cta ?? null,
    ...(facts.members ? { members: facts.members } : {}),
    ...(facts.draft ? { draft: facts.draft } : {}),
  };
}

/**
 * An opener for a member from his public profile: what he is into, or a word from his bio; the
 * persona sets the tone, adult mode allows a cheekier line.
 */
export function openerFor(
  to: { name: string; interests: string[]; bioWord: string | null },
  voice: Voice,
): string {
  const rng = seededRng(`${voice.seed}|opener|${to.name}`);
  const interest = to.interests.length ? pick(to.interests, rng) : null;
  const lines =
    voice.persona === 'aussie'
      ? interest
        ? [
            `G'day ${to.name}! Saw you're into ${interest}. What got you hooked?`,
            `Hey ${to.name}, a fellow ${interest} fan? Reckon you'd have a top tip or two.`,
          ]
        : to.bioWord
          ? [`G'day ${to.name}! Your bit about ${to.bioWord} caught my eye. Tell me more?`]
          : [`G'day ${to.name}! You look like good fun. How's your day going?`]
      : interest
        ? [
            `Hey ${to.name}, ${interest} and that smile? Okay, you have my attention. What are you up to tonight?`,
            `Hi ${to.name}! I had to say hi to someone into ${interest}. What's your favourite part of it?`,
          ]
        : to.bioWord
          ? [
              `Hi ${to.name}! Your profile mentions ${to.bioWord}, and now I'm curious. Tell me everything?`,
            ]
          : [`Hey ${to.name}, you caught my eye. What are you up to tonight?`];
  const line = pick(lines, rng);
  return voice.adult ? `${line} You look hot, by the way.` : line;
}

/** A flirty reply (explicit wording only in adult mode). */
export function flirtyReply(name: string | null, voice: Voice): string {
  const rng = seededRng(`${voice.seed}|reply`);
  const to = name ? ` ${name}` : '';
  const lines = voice.adult
    ? voice.persona === 'aussie'
      ? [`Keep talking like that${to} and I'll be over in ten, horny as hell.`]
      : [`Mmm${to}, you're making me hard just reading this. Your place or mine?`]
    : voice.persona === 'aussie'
      ? [
          `Ha, you're trouble${to}. I like it. Drinks this week?`,
          `Well, aren't you a charmer${to}. Keep going.`,
        ]
      : [
          `Careful${to}, keep that up and I might have to take you out.`,
          `Okay${to}, you've got my attention. Now what?`,
        ];
  return pick(lines, rng);
}
