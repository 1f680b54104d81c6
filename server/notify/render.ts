import { translate } from '../../i18n/server-translate.ts';
import type { Message } from './messages.ts';

export interface RenderedMessage {
  /** Email only. */
  subject: string | null;
  text: string;
}

/** The Dutch plain text of a message (and its subject for email). Pure. */
export function renderText(message: Message, appName: string): RenderedMessage {
  const params = { ...message.params, app: appName };
  const subject =
    message.channel === 'email' ? translate(`server.mail.${message.template}.subject`, params) : null;
  const key = message.channel === 'sms' ? 'sms' : 'text';
  return { subject, text: translate(`server.mail.${message.template}.${key}`, params) };
}
