export * from './settings.ts';
export * from './users.ts';
export * from './sessions.ts';
export * from './audit.ts';
export * from './resources.ts';
export * from './employee-accounts.ts';
