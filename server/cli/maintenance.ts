import { translate } from '../../i18n/server/translate.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { readMaintenance, setMaintenance } from '../http/maintenance.ts';

const USAGE = 'Gebruik: npm run maintenance -- on|off|status';

/** `npm run maintenance -- on|off|status`: switches maintenance mode for every instance on the database. */
const command = process.argv[2];
if (command !== 'on' && command !== 'off' && command !== 'status') {
  console.error(USAGE);
  process.exit(2);
}

const database = await openDatabase(loadConfig());
try {
  if (command === 'status') {
    const state = await readMaintenance(database.db);
    console.log(
      state.enabled && state.since
        ? translate('server.maintenanceStatusOn', { since: state.since })
        : translate('server.maintenanceDisabled'),
    );
  } else {
    // Every running instance picks the change up within a second (MAINTENANCE_CACHE_MS).
    const state = await setMaintenance(database.db, command === 'on');
    console.log(translate(state.enabled ? 'server.maintenanceEnabled' : 'server.maintenanceDisabled'));
  }
} finally {
  await database.close();
}
