import { useContext, useEffect, useRef, useState } from 'react';
import { NavigationGuardContext } from './navigation-guard.ts';

export type BlockerState =
  | { state: 'blocked'; proceed: () => void; reset: () => void }
  | { state: 'unblocked'; proceed: undefined; reset: undefined };

const UNBLOCKED: BlockerState = { state: 'unblocked', proceed: undefined, reset: undefined };

/**
 * react-router's `useBlocker` for the shell's browser router (inside a NavigationGuardProvider): while
 * `shouldBlock`, a navigation waits (state "blocked") until `proceed()` or `reset()`.
 */
export function useNavigationBlocker(shouldBlock: boolean): BlockerState {
  const guard = useContext(NavigationGuardContext);
  const [blocker, setBlocker] = useState<BlockerState>(UNBLOCKED);
  const shouldBlockRef = useRef(shouldBlock);
  useEffect(() => {
    shouldBlockRef.current = shouldBlock;
  });
  useEffect(
    () =>
      guard?.block({
        shouldBlock: () => shouldBlockRef.current,
        blocked: (proceed) =>
          setBlocker({
            state: 'blocked',
            proceed: () => {
              setBlocker(UNBLOCKED);
              proceed();
            },
            reset: () => setBlocker(UNBLOCKED),
          }),
      }),
    [guard],
  );
  return blocker;
}
