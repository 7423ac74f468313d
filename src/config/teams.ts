/**
 * The three audiences the site speaks to. Each is a hash on the home page (#marketing, #sales, #product)
 * that the header's Solutions entries set and the role showcase reads; listed here in the order
 * the showcase cycles them.
 */
export const teams = ['marketing', 'sales', 'product'] as const;
export type Team = (typeof teams)[number];

export function isTeam(value: string): value is Team {
  return (teams as readonly string[]).includes(value);
}

/** The desktop Solutions menu lists them sales first. */
export const menuTeams: readonly Team[] = ['sales', 'marketing', 'product'];

/** The role showcase's section id, where every Solutions entry scrolls to. */
export const teamsSectionId = 'teams-tabs';
