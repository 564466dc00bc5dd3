import { z } from 'zod';

/**
 * Scam and abuse signals (issue 17, decision 030). Rules run in the app over new messages and behaviour;
 * a signal names the rule, the member and where it fired, never the words that fired it.
 */
export const SIGNAL_RULES = [
  'money',
  'off_platform',
  'link',
  'mass_message',
  'reports',
  'new_account_chats',
] as const;
export const SignalRuleSchema = z.enum(SIGNAL_RULES);
export type SignalRule = z.infer<typeof SignalRuleSchema>;

/** The rules a chat partner is cautioned about; the others are for moderators only. */
export const CAUTION_RULES = ['money', 'off_platform', 'link', 'mass_message'] as const;
export const CautionRuleSchema = z.enum(CAUTION_RULES);
export type CautionRule = z.infer<typeof CautionRuleSchema>;

/** What the recipient reads in the chat: calm, one text per rule. */
export const CAUTION_TEXTS: Record<CautionRule, string> = {
  money: 'Be careful: this member asked for money. Blaze will never ask you to pay someone.',
  off_platform:
    'Be careful: this member wants to move your chat off Blaze early. Stay here until you trust him: your reports and blocks only work on Blaze.',
  link: "Be careful: this member sent a link in his first message. Don't open links from people you don't know, and never sign in through one.",
  mass_message:
    'Be careful: this member sent the same message to many people in a few minutes. He may not be who he says he is.',
};

/** How moderators read each rule. */
export const SIGNAL_RULE_LABELS: Record<SignalRule, string> = {
  money: 'Asked for money, gift cards or crypto',
  off_platform: 'Pushed to another app or a phone number early in a chat',
  link: 'Link in a first message',
  mass_message: 'Same text to many members in a short time',
  reports: 'Reported by several members',
  new_account_chats: 'New account opening many chats',
};

export const SIGNAL_LIMITS = {
  /** An account is new for this many days after it was made. */
  newAccountDays: 7,
  /** New 1:1 chats a new account may start in any 24 hours. */
  newChatsPerDay: 20,
  /** A new account starting this many chats in 24 hours is a signal. */
  newAccountBurst: 10,
  /** 'Early in a chat': within his first this many messages of it. */
  earlyMessages: 5,
  /** The same text to this many chats within the window is a mass message. */
  massRecipients: 5,
  massWindowMinutes: 10,
  /** Shorter texts ('hey', 'hi there') are everyone's openers, never a mass message. */
  massMinLength: 20,
  /** This many different members reporting him within the window. */
  reportsDistinct: 3,
  reportsWindowDays: 7,
} as const;

export const NEW_CHAT_LIMIT_MESSAGE = `New accounts can start ${SIGNAL_LIMITS.newChatsPerDay} new chats a day. You can message more people tomorrow.`;

export const CautionSchema = z.object({ rule: CautionRuleSchema, text: z.string() });
export type Caution = z.infer<typeof CautionSchema>;

export const ChatCautionsSchema = z.object({
  conversationId: z.string(),
  cautions: z.array(CautionSchema),
});
export type ChatCautions = z.infer<typeof ChatCautionsSchema>;

export const CautionParamsSchema = z.strictObject({
  conversationId: z.string().min(1).max(100),
});
export const DismissCautionParamsSchema = z.strictObject({
  conversationId: z.string().min(1).max(100),
  rule: CautionRuleSchema,
});

export const SignalCountSchema = z.object({
  rule: SignalRuleSchema,
  count: z.number().int(),
  lastAt: z.string(),
});
export type SignalCount = z.infer<typeof SignalCountSchema>;

export const MemberSignalSchema = z.object({
  id: z.string(),
  rule: SignalRuleSchema,
  /** A short reason ('money', '3 members in 7 days'), never the member's words. */
  reason: z.string().nullable(),
  conversationId: z.string().nullable(),
  messageId: z.string().nullable(),
  at: z.string(),
});
export type MemberSignal = z.infer<typeof MemberSignalSchema>;

export const MemberSignalsSchema = z.object({
  memberId: z.string(),
  total: z.number().int(),
  counts: z.array(SignalCountSchema),
  /** The newest first, at most 100. */
  signals: z.array(MemberSignalSchema),
});
export type MemberSignals = z.infer<typeof MemberSignalsSchema>;

export const SignalsMemberParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

export const TopSignalsSchema = z.object({
  members: z.array(
    z.object({
      memberId: z.string(),
      username: z.string().nullable(),
      total: z.number().int(),
      counts: z.array(SignalCountSchema),
    }),
  ),
});
export type TopSignals = z.infer<typeof TopSignalsSchema>;
