export const postDetailKeys = {
  all: ['post-detail'] as const,
  post: (id: string) => [...postDetailKeys.all, id] as const,
  comments: (id: string) => [...postDetailKeys.all, id, 'comments'] as const,
};
