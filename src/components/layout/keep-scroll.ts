/** Navigation state for a URL change that must not move the page (filters, search, tabs). */
export const keepScrollState = { keepScroll: true } as const;
