import type { App } from '../app-types.ts';

// Scaffolding: the sessions work package fills this.
export async function authRoutes(_app: App): Promise<void> {}
