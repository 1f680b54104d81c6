import { createContext } from 'react';
import type { Navigator } from 'react-router-dom';
import { setPopStateGate } from './popstate-gate.ts';

export interface NavigationBlocker {
  /** Whether a navigation now must wait for an answer. */
  shouldBlock: () => boolean;
  /** The navigation waits; `proceed()` carries it out (without asking again). */
  blocked: (proceed: () => void) => void;
}

export interface NavigationGuard {
  /** The router's navigator, holding back what a blocker says must wait (links, menu items, `navigate()`). */
  navigator: Navigator;
  /** Holds navigations while `blocker` says so; returns the function that removes it. */
  block: (blocker: NavigationBlocker) => () => void;
  /** Starts holding back the browser's back and forward buttons too; returns the function that stops it. */
  watchHistory: () => () => void;
}

/** The admin's guard (NavigationGuardProvider); absent outside it. */
export const NavigationGuardContext = createContext<NavigationGuard | null>(null);

/** The position of the current entry in the session history, as react-router's browser history records it. */
const entryIndex = () => (window.history.state as { idx?: number } | null)?.idx;

/**
 * What react-router's `useBlocker` does, which needs a data router, for the shell's `<BrowserRouter>` (a data
 * router would cost the sign-in page's bundle ~17 kB gzip; docs/decisions.md "Unsaved changes"). Links and
 * `navigate()` are held before the address changes. The back and forward buttons have changed it already: the
 * page's first `popstate` listener (popstate-gate.ts) hides the step from the router, undoes it (`go(-delta)`),
 * and repeats it when the user proceeds.
 */
export function guardNavigator(navigator: Navigator): NavigationGuard {
  const blockers = new Set<NavigationBlocker>();
  let allowed = false;
  let undoing = false;
  let index = entryIndex();

  const blockerNow = () => (allowed ? undefined : [...blockers].find((blocker) => blocker.shouldBlock()));
  const held =
    <A extends unknown[]>(navigate: (...args: A) => void) =>
    (...args: A) => {
      const go = () => {
        navigate(...args);
        index = entryIndex();
      };
      const blocker = blockerNow();
      if (blocker) blocker.blocked(go);
      else go();
    };

  const onPopState = (event: PopStateEvent) => {
    const next = entryIndex();
    if (undoing) {
      undoing = false;
      event.stopImmediatePropagation();
      return;
    }
    const delta = index === undefined || next === undefined ? 0 : next - index;
    const blocker = delta ? blockerNow() : undefined;
    allowed = false;
    if (!blocker) {
      index = next;
      return;
    }
    event.stopImmediatePropagation();
    undoing = true;
    window.history.go(-delta);
    blocker.blocked(() => {
      allowed = true;
      window.history.go(delta);
    });
  };

  return {
    // Delegating to the router's own navigator keeps its live getters (`location`, `action`).
    navigator: Object.assign(Object.create(navigator) as Navigator, {
      push: held(navigator.push),
      replace: held(navigator.replace),
    }),
    block(blocker) {
      blockers.add(blocker);
      return () => blockers.delete(blocker);
    },
    watchHistory() {
      setPopStateGate(onPopState);
      return () => setPopStateGate(null);
    },
  };
}
