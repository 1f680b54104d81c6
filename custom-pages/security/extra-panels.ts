import type { ComponentType } from 'react';

/**
 * The slot for panels other areas add to the security index, after its own: the OAuth work (issue 6) puts its
 * "Gekoppelde apps" panel (the applications the user gave access) here, as a lazily loaded component.
 */
export const SECURITY_EXTRA_PANELS: readonly ComponentType[] = [];
