import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router-dom';
import { guardNavigator, NavigationGuardContext } from './navigation-guard.ts';

/** Lets the pages inside it hold navigations back (`useNavigationBlocker`), e.g. a form with unsaved changes. */
export function NavigationGuardProvider({ children }: { children: ReactNode }) {
  const routing = useContext(NavigationContext);
  const [guard] = useState(() => guardNavigator(routing.navigator));
  useEffect(() => guard.watchHistory(), [guard]);
  const guarded = useMemo(() => ({ ...routing, navigator: guard.navigator }), [routing, guard]);
  return (
    <NavigationContext.Provider value={guarded}>
      <NavigationGuardContext.Provider value={guard}>{children}</NavigationGuardContext.Provider>
    </NavigationContext.Provider>
  );
}
