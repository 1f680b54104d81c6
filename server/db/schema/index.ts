export * from './settings.ts';
export * from './users.ts';
export * from './sessions.ts';
export * from './audit.ts';
export * from './resources.ts';
export * from './expertise-profile-expertises.ts';
export * from './employee-regions.ts';
export * from './employee-accounts.ts';
