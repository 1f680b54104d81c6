/**
 * The first `popstate` listener of the page, registered when the shell loads (src/Root.tsx imports this), so it
 * runs before the router's own: the admin's navigation guard (navigation-guard.ts) can hide a back or forward
 * step from the router (`stopImmediatePropagation`) before the page changes.
 */
let gate: ((event: PopStateEvent) => void) | null = null;

export function setPopStateGate(next: typeof gate): void {
  gate = next;
}

if (typeof window !== 'undefined') window.addEventListener('popstate', (event) => gate?.(event));
