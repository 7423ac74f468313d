import { use, useMemo, type ReactNode } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { holdableNavigator } from '@/lib/navigation-hold';

/** Gives the app a navigator that registered holds (unsaved work) can stop (lib/navigation-hold). */
export function HoldableNavigation({ children }: { children: ReactNode }) {
  const context = use(UNSAFE_NavigationContext);
  const value = useMemo(
    () => ({ ...context, navigator: holdableNavigator(context.navigator) }),
    [context],
  );
  return <UNSAFE_NavigationContext value={value}>{children}</UNSAFE_NavigationContext>;
}
