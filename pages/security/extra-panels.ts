import { lazy, type ComponentType } from 'react';

/**
 * The panels other areas add to the security index, after its own, each loaded when the page shows: the OAuth
 * provider's "Gekoppelde apps" (the applications the user gave access, issue 6).
 */
export const SECURITY_EXTRA_PANELS: readonly ComponentType[] = [
  lazy(() => import('../oauth/ConnectedApps.tsx').then((module) => ({ default: module.ConnectedApps }))),
];
