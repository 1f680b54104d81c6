import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  console.log('Databasemigraties toegepast.');
} finally {
  await database.close();
}
