/** Live Agent launch page (spec §2 Live Agent launch page). */
export const live = {
  metaTitle: 'Demoly Live',
  metaDescription:
    'Demoly Live: a real live agent that pitches, clicks and highlights your product for every visitor.',
  title: 'Demoly Live',
};
