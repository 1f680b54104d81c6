import fp from 'fastify-plugin';
import type { App } from '../app-types.ts';
import { createNotifier } from './create-notifier.ts';

/**
 * Decorates `app.notifier`, the one way the server sends messages: SMTP and the SMS provider when configured, the
 * development outbox for a channel without configuration outside production (`create-notifier.ts`).
 */
export const notifyPlugin = fp(async (app: App) => {
  const { notifier, close } = createNotifier(app.config, app.database.db, app.log);
  app.decorate('notifier', notifier);
  app.addHook('onClose', close);
});
