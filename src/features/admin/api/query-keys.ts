/** Keys of the admin's own data (who is an admin); its post data is under postQueries.admin(). */
export const adminKeys = {
  all: ['admin'] as const,
  role: (userId: string) => [...adminKeys.all, 'role', userId] as const,
};
