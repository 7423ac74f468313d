/** One key factory for the admin's data, so mutations invalidate exactly what they change. */
export const adminKeys = {
  all: ['admin'] as const,
  role: (userId: string) => [...adminKeys.all, 'role', userId] as const,
  posts: () => [...adminKeys.all, 'posts'] as const,
  postPage: ({
    page,
    language,
    search,
  }: {
    page: number;
    language: string | null;
    search: string;
  }) => [...adminKeys.posts(), { page, language, search }] as const,
  postSearch: (search: string) => [...adminKeys.posts(), 'search', search] as const,
  post: (id: string) => [...adminKeys.all, 'post', id] as const,
};
