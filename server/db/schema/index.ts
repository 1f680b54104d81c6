export * from './settings.ts';
export * from './users.ts';
export * from './sessions.ts';
