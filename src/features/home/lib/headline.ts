/**
 * Splits a catalogue headline around its `{name}` slot, e.g. 'Give every visitor a {highlight}
 * of your real product' → ['Give every visitor a ', ' of your real product'], so the slot can be
 * styled (or animated) while each language keeps its own word order and spacing.
 */
export function splitAround(template: string, name: string): [before: string, after: string] {
  const slot = `{${name}}`;
  const index = template.indexOf(slot);
  if (index < 0) return [template, ''];
  return [template.slice(0, index), template.slice(index + slot.length)];
}
