import { z } from 'zod';
import { urlWithProtocol } from './urls.ts';

/**
 * The configuration of mail and SMS delivery (server/notify, docs/architecture.md "Delivery of codes"). A channel
 * without configuration goes
 * to the development outbox outside production; in production mail is required (the start stops, naming the
 * variable) and SMS without a provider is simply not offered (`smsAvailable` in server/notify/channels.ts).
 */

const EMAIL = z.email();

/** `Naam <adres>` or a bare address; the address is what must be valid. */
function mailFromAddress(value: string): string | null {
  const match = /^(?:[^<>]*<\s*([^<>\s]+)\s*>|([^<>\s]+))$/.exec(value.trim());
  const address = match?.[1] ?? match?.[2];
  return address && EMAIL.safeParse(address).success ? address : null;
}

/** E.164 (`+31612345678`), or an alphanumeric sender id of at most 11 letters, digits and spaces (≥ 1 letter). */
const SMS_SENDER = /^(?:\+[1-9]\d{7,14}|(?=[A-Za-z0-9 ]*[A-Za-z])[A-Za-z0-9 ]{1,11})$/;

export const deliverySchema = {
  /** SMTP server: `smtp://` (STARTTLS when offered) or `smtps://` (TLS from the start), credentials in the URL. */
  SMTP_URL: urlWithProtocol(
    ['smtp', 'smtps'],
    'moet beginnen met smtp:// of smtps:// (bijv. smtps://gebruiker:wachtwoord@smtp.example:465)',
  ).optional(),
  /** Sender of every email: `Zorgportaal <noreply@zorgportaal.example>` or a bare address. */
  MAIL_FROM: z
    .string()
    .trim()
    .refine(
      (value) => mailFromAddress(value) !== null,
      'moet een e-mailadres zijn, eventueel met naam (bijv. Zorgportaal <noreply@zorgportaal.example>)',
    )
    .optional(),
  SMS_PROVIDER: z
    .enum(['twilio'], { error: 'moet twilio zijn (de enige ondersteunde sms-aanbieder)' })
    .optional(),
  /** Sender of every SMS: a phone number in E.164 or an alphanumeric sender id. */
  SMS_FROM: z
    .string()
    .trim()
    .regex(
      SMS_SENDER,
      'moet een telefoonnummer in internationale notatie zijn (bijv. +3197010203040) of een afzendernaam van hoogstens 11 letters en cijfers',
    )
    .optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'moet beginnen met AC, gevolgd door 32 hexadecimale tekens')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(1).optional(),
  /** Twilio's API origin; tests point it at a local server. */
  TWILIO_API_URL: urlWithProtocol(['http', 'https'], 'moet beginnen met http:// of https://')
    .transform((value) => value.replace(/\/+$/, ''))
    .default('https://api.twilio.com'),
};

type DeliveryEnv = { NODE_ENV: string } & z.infer<z.ZodObject<typeof deliverySchema>>;

const TWILIO_VARIABLES = ['SMS_FROM', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const;

/** The rules across variables: what production needs, and what a provider needs. */
export function checkDelivery(env: DeliveryEnv, context: z.RefinementCtx): void {
  const issue = (variable: string, message: string) =>
    context.addIssue({ code: 'custom', path: [variable], message });
  const production = env.NODE_ENV === 'production';
  if (production && !env.SMTP_URL) {
    issue(
      'SMTP_URL',
      'is verplicht met NODE_ENV=production: zonder e-mail ontvangt niemand een inlogcode of uitnodiging (bijv. smtps://gebruiker:wachtwoord@smtp.example:465)',
    );
  }
  if ((production || env.SMTP_URL) && !env.MAIL_FROM) {
    issue(
      'MAIL_FROM',
      `is verplicht ${production ? 'met NODE_ENV=production' : 'bij SMTP_URL'}: de afzender van de e-mail (bijv. Zorgportaal <noreply@zorgportaal.example>)`,
    );
  }
  if (env.SMS_PROVIDER === 'twilio') {
    for (const variable of TWILIO_VARIABLES) {
      if (!env[variable]) issue(variable, 'is verplicht met SMS_PROVIDER=twilio');
    }
  } else {
    const stray = TWILIO_VARIABLES.filter((variable) => env[variable]);
    if (stray.length > 0) {
      issue(
        'SMS_PROVIDER',
        `ontbreekt, terwijl ${stray.join(', ')} wel ingesteld ${stray.length === 1 ? 'is' : 'zijn'}: zet SMS_PROVIDER=twilio, of laat die variabelen weg`,
      );
    }
  }
}
