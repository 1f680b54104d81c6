import { openDatabase } from '../server/db/client.ts';
import { migrateDatabase } from '../server/db/migrate.ts';
const t = Date.now();
const database = await openDatabase({
  DATA_DIR: process.argv[2] ?? './data',
  DATABASE_URL: process.env.DATABASE_URL,
});
console.log('open', Date.now() - t);
await migrateDatabase(database);
console.log('migrated', Date.now() - t, (await database.pool.query('select count(*) from users')).rows);
await database.close();
console.log('closed', Date.now() - t);
