import { translate } from '../../i18n/server/translate.ts';
import type { Message, TemplateName } from './messages.ts';

export interface RenderedMessage {
  /** Email only. */
  subject: string | null;
  text: string;
}

interface TemplateKeys {
  subject: string;
  /** The email text. */
  text: string;
  sms: string;
  /** Text of the email's button for the link (templates with a `url`). */
  action?: string;
}

/** The texts of each template in i18n/server/core.ts (`server.mail.*`), named in full so unused texts show. */
export const TEMPLATE_KEYS: Record<TemplateName, TemplateKeys> = {
  signInCode: {
    subject: 'server.mail.signInCode.subject',
    text: 'server.mail.signInCode.text',
    sms: 'server.mail.signInCode.sms',
  },
  verificationCode: {
    subject: 'server.mail.verificationCode.subject',
    text: 'server.mail.verificationCode.text',
    sms: 'server.mail.verificationCode.sms',
  },
  contactInUse: {
    subject: 'server.mail.contactInUse.subject',
    text: 'server.mail.contactInUse.text',
    sms: 'server.mail.contactInUse.sms',
  },
  emailChanged: {
    subject: 'server.mail.emailChanged.subject',
    text: 'server.mail.emailChanged.text',
    sms: 'server.mail.emailChanged.sms',
  },
  passwordReset: {
    subject: 'server.mail.passwordReset.subject',
    text: 'server.mail.passwordReset.text',
    sms: 'server.mail.passwordReset.sms',
    action: 'server.mail.passwordReset.action',
  },
  invitation: {
    subject: 'server.mail.invitation.subject',
    text: 'server.mail.invitation.text',
    sms: 'server.mail.invitation.sms',
    action: 'server.mail.invitation.action',
  },
};

/** The Dutch plain text of a message (and its subject for email). Pure. */
export function renderText(message: Message, appName: string): RenderedMessage {
  const params = { ...message.params, app: appName };
  const keys = TEMPLATE_KEYS[message.template];
  const subject = message.channel === 'email' ? translate(keys.subject, params) : null;
  return { subject, text: translate(message.channel === 'sms' ? keys.sms : keys.text, params) };
}
