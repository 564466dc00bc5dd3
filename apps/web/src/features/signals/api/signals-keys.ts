/** Query keys for the signals feature (decision 030). */
export const signalsKeys = {
  all: ['signals'] as const,
  cautions: (conversationId: string) => [...signalsKeys.all, 'cautions', conversationId] as const,
  member: (memberId: string) => [...signalsKeys.all, 'member', memberId] as const,
  top: () => [...signalsKeys.all, 'top'] as const,
};
