import { randomUUID } from 'node:crypto';
import {
  ASSISTANT_LIMITS,
  AssistantPreferencesSchema,
  DEFAULT_ASSISTANT_PREFERENCES,
  type AssistantConfirmation,
  type AssistantExchange,
  type AssistantHistory,
  type AssistantMessage,
  type AssistantMessageBody,
  type AssistantPreferences,
  type AssistantPreferencesPatch,
  type AssistantReply,
  type AssistantRequest,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { BlocksService } from '../blocks/blocks.service.ts';
import { tidy } from '../../lib/phrasing.ts';
import {
  assistantActions,
  NO_MATCH_TEXT,
  profileLink,
  type ActionContext,
  type AssistantPorts,
  type Outcome,
} from './assistant.actions.ts';
import type { AssistantModel, ModelTurn } from './assistant-model.ts';
import {
  assistantRepository,
  type AssistantMessageRow,
  type NewAssistantMessage,
} from './assistant.repository.ts';
import { detectIntent } from './intents.ts';
import { modelText } from './model/safe-context.ts';
import { forModel, MODEL_TOOLS, systemPrompt, toolCall } from './model-tools.ts';
import { worded, type Voice } from './personas.ts';

type Deps = {
  db: Database;
  clock: Clock;
  ports: AssistantPorts;
  /** His history shows no one blocked either way since (decision 007). */
  blocks: Pick<BlocksService, 'blockedAmong'>;
  /** The configured model (AI_BASE_URL…), or null: the built-in engine answers alone. */
  model: AssistantModel | null;
  /** A bug in an action or a model failure: logged (never his words), then the built-in engine answers. */
  onError: (err: unknown, what: string) => void;
};

/** Turns of his history the model reads. */
const MODEL_HISTORY = 20;

const confirmationGone = () => notFound('This request has lapsed or does not exist. Ask me again.');
const confirmationUsed = () =>
  new AppError(409, 'CONFIRMATION_USED', 'You already answered this one.');

/**
 * The assistant (issue 19, decision 039): his preferences, his history, the request processor, the
 * chat (built-in engine, or the configured model with the same actions as tools), and the actions
 * held for his yes.
 */
export function assistantService({ db, clock, ports, blocks, model, onError }: Deps) {
  const repo = assistantRepository(db);
  const actions = assistantActions(ports);

  async function preferencesOf(userId: string): Promise<AssistantPreferences> {
    const stored = await repo.preferencesOf(userId);
    const merged = AssistantPreferencesSchema.safeParse({
      ...DEFAULT_ASSISTANT_PREFERENCES,
      ...stored,
    });
    return merged.success ? merged.data : DEFAULT_ASSISTANT_PREFERENCES;
  }

  async function setPreferences(
    userId: string,
    patch: Partial<AssistantPreferences>,
  ): Promise<AssistantPreferences> {
    const next = AssistantPreferencesSchema.parse({ ...(await preferencesOf(userId)), ...patch });
    await repo.putPreferences(userId, next);
    return next;
  }

  const contextOf = (userId: string, preferences: AssistantPreferences, seed: string) => ({
    userId,
    preferences,
    voice: { persona: preferences.voicePersona, adult: preferences.adultMode, seed },
  });

  /** Stores the held action, if any, and words the outcome in his persona. */
  async function replyOf(
    userId: string,
    outcome: Outcome,
    voice: Voice,
    source: AssistantReply['source'],
    message?: string,
  ): Promise<AssistantReply> {
    const words = worded(outcome, voice);
    const confirmation = outcome.hold ? await hold(userId, outcome.hold) : undefined;
    return {
      ...words,
      message: message ?? outcome.exact ?? words.message,
      source,
      ...(confirmation ? { confirmation } : {}),
    };
  }

  async function hold(userId: string, h: NonNullable<Outcome['hold']>) {
    const now = clock.now();
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + ASSISTANT_LIMITS.confirmationTtlMs);
    await repo.forgetOld(userId, new Date(now.getTime() - 24 * 3600_000));
    await repo.hold({
      id,
      userId,
      type: h.type,
      action: h.action,
      data: h.data,
      expiresAt,
      createdAt: now,
    });
    const confirmation: AssistantConfirmation = {
      id,
      prompt: h.prompt,
      confirmLabel: h.confirmLabel,
      expiresAt: expiresAt.toISOString(),
    };
    return confirmation;
  }

  /** The built-in engine: keyword intents, the actions, the persona's words. */
  async function builtIn(ctx: ActionContext, text: string): Promise<Outcome> {
    const intent = detectIntent(text);
    if (!intent)
      return {
        success: false,
        mood: 'ask',
        say: [NO_MATCH_TEXT],
        nextStep: "For example: 'who's hot near me?' or 'write me an ice breaker for Sebastian'",
        cta: { label: "See who's around", to: '/discovery' },
      };
    return actions.request(ctx, intent.type, intent.action, intent.data, (err) =>
      onError(err, `assistant action ${intent.type}.${intent.action}`),
    );
  }

  /**
   * The configured model with the actions as tools. Its words are the message; the cards, draft,
   * button and confirmation come from the last tool outcome that had them.
   */
  async function throughModel(
    m: AssistantModel,
    ctx: ActionContext,
    history: AssistantMessageRow[],
    text: string,
    onDelta?: (text: string) => void,
  ): Promise<{ outcome: Outcome; message: string }> {
    const outcomes: Outcome[] = [];
    const turns: ModelTurn[] = [
      ...history.slice(-MODEL_HISTORY).map((r) => ({
        role: r.role === 'user' ? ('user' as const) : ('assistant' as const),
        content: modelText(r.content),
      })),
      { role: 'user', content: modelText(text) },
    ];
    const answer = await m.answer({
      system: systemPrompt(ctx.preferences.voicePersona, ctx.preferences.adultMode),
      history: turns,
      tools: MODEL_TOOLS.map(({ name, description, parameters }) => ({
        name,
        description,
        parameters,
      })),
      runTool: async (name, args) => {
        const call = toolCall(name, args);
        const outcome: Outcome = call
          ? await actions.request(ctx, call.type, call.action, call.data, (err) =>
              onError(err, `assistant tool ${name}`),
            )
          : { success: false, mood: 'problem', say: [`There is no tool called ${name}`] };
        outcomes.push(outcome);
        return { forModel: forModel(outcome), result: outcome };
      },
      ...(onDelta ? { onDelta } : {}),
    });
    const message = tidy(answer.text);
    if (!message) throw new Error('the model answered with no words');
    const last = <K extends keyof Outcome>(key: K) =>
      outcomes.findLast((o) => o[key] !== undefined && o[key] !== null)?.[key];
    return {
      message,
      outcome: {
        success: outcomes.every((o) => o.success),
        mood: 'help',
        say: [],
        nextStep: last('nextStep') ?? null,
        tip: last('tip') ?? null,
        cta: last('cta') ?? null,
        members: last('members'),
        draft: last('draft'),
        hold: last('hold'),
        preferences: Object.assign({}, ...outcomes.map((o) => o.preferences ?? {})),
      },
    };
  }

  const toMessage = (row: {
    id: string;
    role: string;
    content: string;
    createdAt: Date;
    response: unknown;
  }): AssistantMessage => ({
    id: row.id,
    role: row.role === 'user' ? 'user' : 'assistant',
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    response: (row.response as AssistantReply | null) ?? null,
  });

  /**
   * Stored replies as he may see them now: a member blocked either way since the reply (by him or by
   * the other) leaves it, as he leaves every list (decision 007): his card, a draft for him with its
   * held send, and the link to his profile. The words stay: they are the member's own request.
   */
  async function withoutBlocked(
    userId: string,
    messages: AssistantMessage[],
  ): Promise<AssistantMessage[]> {
    const ids = new Set<string>();
    for (const { response: r } of messages) {
      for (const m of r?.members ?? []) ids.add(m.id);
      if (r?.draft?.toMemberId) ids.add(r.draft.toMemberId);
    }
    const blocked = await blocks.blockedAmong(userId, [...ids]);
    if (blocked.size === 0) return messages;
    const profileLinks = new Set([...blocked].map(profileLink));
    return messages.map((message) => {
      const r = message.response;
      if (!r) return message;
      const { draft, confirmation, cta, members, ...rest } = r;
      const draftGone = Boolean(draft?.toMemberId && blocked.has(draft.toMemberId));
      const response: AssistantReply = {
        ...rest,
        cta: cta && profileLinks.has(cta.to) ? null : cta,
        ...(members ? { members: members.filter((m) => !blocked.has(m.id)) } : {}),
        ...(draft && !draftGone ? { draft } : {}),
        ...(confirmation && !draftGone ? { confirmation } : {}),
      };
      return { ...message, response };
    });
  }

  /**
   * Stored cards without their distance and map area: those were the nearby list's then, and a member
   * who hid his distance or his location since, or moved to another cell, must not be placed by them
   * (decision 008). Null is how a card shows a member who hides his distance; replies given live keep
   * both, and the member's profile shows where he is now.
   */
  const unplaced = (messages: AssistantMessage[]): AssistantMessage[] =>
    messages.map((message) => {
      const members = message.response?.members;
      if (!members) return message;
      return {
        ...message,
        response: {
          ...message.response!,
          members: members.map((m) => ({ ...m, distance: null, area: null })),
        },
      };
    });

  /** Stores messages (his words, its reply) and keeps his history within its cap. */
  async function store(userId: string, rows: NewAssistantMessage[]): Promise<AssistantMessage[]> {
    await repo.append(userId, rows, ASSISTANT_LIMITS.historyKept);
    return rows.map((r) => toMessage({ ...r, response: r.response ?? null }));
  }

  function assistantRow(userId: string, reply: AssistantReply, at: Date): NewAssistantMessage {
    return {
      id: randomUUID(),
      userId,
      role: 'assistant',
      content: reply.message,
      response: reply,
      createdAt: at,
    };
  }

  return {
    preferences: preferencesOf,

    updatePreferences: (userId: string, patch: AssistantPreferencesPatch) =>
      setPreferences(userId, patch),

    async history(userId: string): Promise<AssistantHistory> {
      const rows = await repo.history(userId, ASSISTANT_LIMITS.historyKept);
      return { messages: unplaced(await withoutBlocked(userId, rows.map(toMessage))) };
    },

    clearHistory: (userId: string) => repo.clear(userId),

    /** What the server voice may speak for him: the words of his latest replies, newest first. */
    latestReplies: (userId: string) =>
      repo.latestReplies(userId, ASSISTANT_LIMITS.speechRepliesSpoken),

    /** The spec's request processor: {type, action, data} -> reply (not stored in his history). */
    async request(userId: string, body: AssistantRequest): Promise<AssistantReply> {
      const preferences = await preferencesOf(userId);
      const ctx = contextOf(userId, preferences, `${body.type}.${body.action}`);
      const outcome = await actions.request(ctx, body.type, body.action, body.data ?? {}, (err) =>
        onError(err, `assistant request ${body.type}.${body.action}`),
      );
      const prefs = outcome.preferences
        ? await setPreferences(userId, outcome.preferences)
        : preferences;
      return replyOf(userId, outcome, { ...ctx.voice, persona: prefs.voicePersona }, 'built-in');
    },

    /**
     * One exchange of the chat: his words and the reply, both stored. The model answers when one is
     * configured and he allowed it; on any failure of the model, the built-in engine answers.
     */
    async ask(
      userId: string,
      body: AssistantMessageBody,
      onDelta?: (text: string) => void,
    ): Promise<AssistantExchange> {
      const text = body.text.trim();
      const preferences = await preferencesOf(userId);
      const ctx = contextOf(userId, preferences, text.toLowerCase());
      const asked = clock.now();
      let answered: {
        outcome: Outcome;
        message?: string;
        source: AssistantReply['source'];
      } | null = null;
      if (model && preferences.allowModel) {
        try {
          const history = await repo.history(userId, MODEL_HISTORY);
          answered = {
            ...(await throughModel(model, ctx, history, text, onDelta)),
            source: 'model',
          };
        } catch (err) {
          onError(err, 'assistant model failed; the built-in engine answers');
        }
      }
      if (!answered) {
        const outcome = await builtIn(ctx, text);
        answered = { outcome, source: 'built-in' };
      }
      const prefs =
        answered.outcome.preferences && Object.keys(answered.outcome.preferences).length > 0
          ? await setPreferences(userId, answered.outcome.preferences)
          : preferences;
      const reply = await replyOf(
        userId,
        answered.outcome,
        { ...ctx.voice, persona: prefs.voicePersona },
        answered.source,
        answered.message,
      );
      if (answered.source === 'built-in') onDelta?.(reply.message);
      const at = new Date(Math.max(clock.now().getTime(), asked.getTime() + 1));
      const [message, stored] = await store(userId, [
        { id: randomUUID(), userId, role: 'user', content: text, response: null, createdAt: asked },
        assistantRow(userId, reply, at),
      ]);
      return { message: message!, reply: stored! };
    },

    /** His yes: the held action runs once, with his permissions; the reply joins his history. */
    async confirm(userId: string, id: string): Promise<AssistantMessage> {
      const row = await take(userId, id);
      const preferences = await preferencesOf(userId);
      const ctx = contextOf(userId, preferences, `${row.type}.${row.action}.yes`);
      const outcome = await actions.perform(
        userId,
        { type: row.type, action: row.action, data: row.data as Record<string, unknown> },
        (err) => onError(err, `assistant confirmed ${row.type}.${row.action}`),
      );
      const reply = await replyOf(userId, outcome, ctx.voice, 'built-in');
      const [stored] = await store(userId, [assistantRow(userId, reply, clock.now())]);
      return stored!;
    },

    /** His no: nothing runs; the confirmation is used up. */
    async decline(userId: string, id: string): Promise<AssistantMessage> {
      await take(userId, id);
      const preferences = await preferencesOf(userId);
      const ctx = contextOf(userId, preferences, `${id}.no`);
      const reply = await replyOf(
        userId,
        {
          success: true,
          mood: 'declined',
          say: [],
          nextStep: 'Ask me whenever you change your mind',
          cta: { label: "See who's around", to: '/discovery' },
        },
        ctx.voice,
        'built-in',
      );
      const [stored] = await store(userId, [assistantRow(userId, reply, clock.now())]);
      return stored!;
    },

    /** His export (decision 032): his preferences and his whole conversation with the assistant. */
    async exportOf(userId: string) {
      return {
        preferences: await preferencesOf(userId),
        messages: (await repo.allMessages(userId)).map((r) => {
          const m = toMessage(r);
          return { role: m.role, content: m.content, timestamp: m.timestamp };
        }),
      };
    },
  };

  async function take(userId: string, id: string) {
    const row = await repo.take(userId, id, clock.now());
    if (row) return row;
    const seen = await repo.confirmation(userId, id);
    if (seen?.usedAt) throw confirmationUsed();
    throw confirmationGone();
  }
}

export type AssistantService = ReturnType<typeof assistantService>;
