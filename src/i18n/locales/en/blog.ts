/** Blog list and post pages (spec §2 Blog). */
export const blog = {
  metaTitle: 'Blog',
  metaDescription: 'Compiled notes from the Demoly team on AI demos, sales and marketing.',
  title: 'Blog',
};
