/**
 * Prints the newest development-outbox message to `<to>` (optionally of `<template>`) as JSON, or `null`: run by
 * `outbox.ts` beside the e2e server, whose database it reaches like the CLIs do (DATA_DIR's socket, or
 * DATABASE_URL).
 */
import { openDatabase } from '../../../server/db/client.ts';
import { latestOutboxMessage } from '../../helpers/outbox.ts';

const [to, template] = process.argv.slice(2);
if (!to) throw new Error('usage: read-outbox.ts <to> [template]');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('read-outbox.ts needs DATA_DIR');
const database = await openDatabase({
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL || undefined,
});
try {
  process.stdout.write(JSON.stringify(await latestOutboxMessage(database.db, to, template)));
} finally {
  await database.close();
}
