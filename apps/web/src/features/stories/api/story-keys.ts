/** Query keys of the stories feature: mutations invalidate through these. */
export const storyKeys = {
  all: ['stories'] as const,
  row: () => [...storyKeys.all, 'row'] as const,
  member: (memberId: string) => [...storyKeys.all, 'member', memberId] as const,
  slug: (slug: string) => [...storyKeys.all, 'slug', slug] as const,
  viewers: (storyId: string) => [...storyKeys.all, 'viewers', storyId] as const,
  settings: () => ['social-settings'] as const,
};
