import type { App } from '../app-types.ts';

// Scaffolding: the sessions work package fills this.
export async function accountRoutes(_app: App): Promise<void> {}
