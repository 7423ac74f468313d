/** Admin area (spec §2 Admin dashboard, Post editor). */
export const admin = {
  metaTitle: 'Admin',
  metaDescription: 'Manage blog posts.',
  title: 'Admin',
};
