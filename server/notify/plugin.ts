import fp from 'fastify-plugin';
import type { App } from '../app-types.ts';
import { outboxNotifier } from './outbox-notifier.ts';

/** Decorates `app.notifier`: the development outbox until real channels are configured. */
export const notifyPlugin = fp(async (app: App) => {
  app.decorate('notifier', outboxNotifier(app.database.db, app.log, app.config.APP_NAME));
});
