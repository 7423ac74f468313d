/**
 * Who else has the post open in the editor (part of `admin`): "Also editing: Ana since 14:02
 * and you (in another window) since 14:10". `{people}` is a list of `person`, joined the
 * language's way (Intl.ListFormat).
 */
export const presence = {
  alsoEditing: 'Also editing: {people}',
  person: '{name} since {time}',
  /** The same account in another window or browser. */
  self: '{name} (you, in another window)',
  /** A lease whose holder's name is unknown (a token without an e-mail). */
  someone: 'Another admin',
  hint: 'You can keep editing. If they save first, nothing of theirs is replaced unless you choose it.',
};
