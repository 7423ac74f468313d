/** The words of a post's language versions kept in step (part of `admin`). */
export const group = {
  apply: {
    title: 'Apply to the language versions?',
    description:
      'You changed {fields} of the original. Its language versions still have the previous values.',
    fields: {
      category: 'the category',
      tags: 'the tags',
      featured_image: 'the featured image',
      read_time: 'the read time',
    },
    altNote: 'Each version keeps its own image description: it is written in its language.',
    versions: 'Language versions',
    submit: {
      one: 'Apply to {count} language version',
      other: 'Apply to {count} language versions',
    },
    skip: 'Not now',
    applying: 'Applying...',
    done: 'Done',
    loading: 'Loading the language versions...',
    loadError: 'The language versions could not be loaded. Change them one by one instead.',
    updated: 'Updated',
    changed:
      'Not updated: someone saved this version in the meantime. Open it to apply the change.',
    deleted: 'Not updated: this version no longer exists.',
    failed: 'Not updated: the save failed.',
    summary: '{done} of {count} language versions updated.',
  },
  delete: {
    description:
      '“{title}” is the original of {count} language versions: {languages}. What should happen to them?',
    choices: 'The language versions',
    deleteAll: 'Delete all {count} versions',
    deleteAllHint: 'The original and every translation are removed from the blog.',
    keep: 'Keep the translations',
    keepHint:
      'Only the original is deleted. The version you choose becomes the new original; the others become its translations.',
    newOriginal: 'New original',
    confirmKeep: 'Delete the original only',
    loading: 'Loading the language versions...',
    loadError:
      'The language versions could not be loaded, so the post cannot be deleted safely. Try again.',
    deletedAll: 'All {count} versions were deleted.',
    handedOver: 'The original was deleted. “{title}” is the new original.',
  },
};
