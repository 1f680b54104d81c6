import type { Message } from './messages.ts';

/** Delivers messages; `send` resolves once the channel accepted the message and rejects with DeliveryError. */
export interface Notifier {
  send(message: Message): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}
