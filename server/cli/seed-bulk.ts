import { parseArgs } from 'node:util';
import { translate } from '../../i18n/server/translate.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { insertBulkEmployees } from '../seed/bulk-employees.ts';

/** `npm run seed:bulk -- --employees N`: adds N generated employees (benchmarks, load tests). */
const { values } = parseArgs({ options: { employees: { type: 'string' } }, strict: true });
const count = Number(values.employees);
if (!Number.isInteger(count) || count < 1) {
  console.error(translate('server.seedBulk.usage'));
  process.exit(2);
}

const database = await openDatabase(loadConfig());
try {
  await migrateDatabase(database);
  const started = performance.now();
  const total = await insertBulkEmployees(database.pool, count, ({ inserted, total: wanted }) =>
    console.log(translate('server.seedBulk.progress', { inserted, total: wanted })),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(translate('server.seedBulk.done', { count, total, seconds }));
} finally {
  await database.close();
}
