export const verificationKeys = {
  all: ['verification'] as const,
  mine: () => [...verificationKeys.all, 'mine'] as const,
  queue: (status: string) => [...verificationKeys.all, 'queue', status] as const,
  request: (id: string) => [...verificationKeys.all, 'request', id] as const,
  member: (memberId: string) => [...verificationKeys.all, 'member', memberId] as const,
};
