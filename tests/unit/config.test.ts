import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { fastifyTrustProxy } from '../../server/config/trust-proxy.ts';
import { deliveryChannels, smsAvailable } from '../../server/notify/channels.ts';

/** The message of the ConfigError that loading `env` throws. */
function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      APP_URL: 'http://localhost:8080',
      TRUST_PROXY: false,
      production: false,
      SEED_DEMO: true,
    });
    expect(config).not.toHaveProperty('API_TIMEOUT_MS');
  });

  describe('TRUST_PROXY', () => {
    it('accepts false, true, a hop count and a list of addresses or CIDR ranges', () => {
      expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
      expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
      expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
      expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
      expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,fd00::/8 ,::1' }).TRUST_PROXY).toEqual([
        '10.0.0.0/8',
        '192.0.2.7',
        'fd00::/8',
        '::1',
      ]);
    });

    it('passes a hop count to Fastify as "trust the nearest n hops" (Fastify takes no number itself)', () => {
      const trust = fastifyTrustProxy(2);
      expect(typeof trust).toBe('function');
      const hop = trust as (address: string, hop: number) => boolean;
      expect([0, 1, 2].map((index) => hop('10.0.0.1', index))).toEqual([true, true, false]);
      expect(fastifyTrustProxy(false)).toBe(false);
      expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    });

    it('refuses anything else, naming the variable', () => {
      for (const value of [
        'yes',
        '-1',
        '1.5',
        '10.0.0.0/33',
        'fd00::/129',
        'proxy.example',
        '10.0.0.1/8/1',
        ',',
      ]) {
        const message = configError({ TRUST_PROXY: value });
        expect(message, value).toContain('TRUST_PROXY: moet false, true, een aantal hops');
      }
      expect(configError({ TRUST_PROXY: '10.0.0.1,lb.internal' })).toContain(
        'geen adres of bereik: lb.internal',
      );
    });
  });

  describe('URLs', () => {
    it('accepts http(s) origins for APP_URL, with or without a trailing slash', () => {
      expect(loadConfig({ APP_URL: 'https://zorgportaal.example/' }).APP_URL).toBe(
        'https://zorgportaal.example',
      );
      expect(loadConfig({ APP_URL: 'http://localhost:3000' }).APP_URL).toBe('http://localhost:3000');
    });

    it('refuses an APP_URL with another scheme or with a path, query or fragment', () => {
      expect(configError({ APP_URL: 'ftp://zorgportaal.example' })).toContain(
        'APP_URL: moet beginnen met http:// of https://',
      );
      for (const value of [
        'https://zorgportaal.example/portal',
        'https://zorgportaal.example/?a=1',
        'https://zorgportaal.example/#x',
      ]) {
        expect(configError({ APP_URL: value }), value).toContain(
          'APP_URL: moet de oorsprong van de site zijn, zonder pad',
        );
      }
      expect(configError({ APP_URL: 'zorgportaal.example' })).toContain('APP_URL: moet een geldige URL zijn');
    });

    it('wants postgres:// or postgresql:// in DATABASE_URL', () => {
      expect(loadConfig({ DATABASE_URL: 'postgres://u@db/zp' }).DATABASE_URL).toBe('postgres://u@db/zp');
      expect(loadConfig({ DATABASE_URL: 'postgresql://u@db/zp' }).DATABASE_URL).toBe('postgresql://u@db/zp');
      expect(configError({ DATABASE_URL: 'mysql://u@db/zp' })).toContain(
        'DATABASE_URL: moet beginnen met postgres:// of postgresql://',
      );
    });

    it('limits a request statement to 30 s unless DATABASE_STATEMENT_TIMEOUT_MS says otherwise (0: none)', () => {
      expect(loadConfig({}).DATABASE_STATEMENT_TIMEOUT_MS).toBe(30_000);
      expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '5000' }).DATABASE_STATEMENT_TIMEOUT_MS).toBe(5000);
      expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }).DATABASE_STATEMENT_TIMEOUT_MS).toBe(0);
      expect(configError({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toContain('DATABASE_STATEMENT_TIMEOUT_MS');
      expect(configError({ DATABASE_STATEMENT_TIMEOUT_MS: 'lang' })).toContain(
        'DATABASE_STATEMENT_TIMEOUT_MS',
      );
    });

    it('wants redis:// or rediss:// in REDIS_URL', () => {
      expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).REDIS_URL).toBe('redis://cache:6379');
      expect(loadConfig({ REDIS_URL: 'rediss://cache:6380' }).REDIS_URL).toBe('rediss://cache:6380');
      expect(configError({ REDIS_URL: 'http://cache:6379' })).toContain(
        'REDIS_URL: moet beginnen met redis:// of rediss://',
      );
    });
  });

  describe('mail and SMS (docs/architecture.md "Delivery of codes")', () => {
    const twilio = {
      SMS_PROVIDER: 'twilio',
      SMS_FROM: '+3197010203040',
      TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
      TWILIO_AUTH_TOKEN: 'geheim-token',
    };

    it('needs nothing outside production: the channels go to the development outbox', () => {
      const config = loadConfig({});
      expect(config).toMatchObject({ TWILIO_API_URL: 'https://api.twilio.com' });
      expect(config.SMTP_URL).toBeUndefined();
      expect(config.SMS_PROVIDER).toBeUndefined();
    });

    it('reads SMTP_URL (smtp:// or smtps://) with MAIL_FROM, with or without a name', () => {
      const config = loadConfig({
        SMTP_URL: 'smtps://user:pass@smtp.example:465',
        MAIL_FROM: 'Zorgportaal <noreply@zorgportaal.example>',
      });
      expect(config).toMatchObject({
        SMTP_URL: 'smtps://user:pass@smtp.example:465',
        MAIL_FROM: 'Zorgportaal <noreply@zorgportaal.example>',
      });
      expect(
        loadConfig({ SMTP_URL: 'smtp://mail:25', MAIL_FROM: 'noreply@zorgportaal.example' }).MAIL_FROM,
      ).toBe('noreply@zorgportaal.example');
      expect(configError({ SMTP_URL: 'https://smtp.example', MAIL_FROM: 'a@b.nl' })).toContain(
        'SMTP_URL: moet beginnen met smtp:// of smtps://',
      );
      expect(configError({ SMTP_URL: 'smtp://mail:25' })).toContain('MAIL_FROM: is verplicht bij SMTP_URL');
      for (const value of ['Zorgportaal', 'Zorgportaal <geen-adres>', 'a@b.nl, c@d.nl']) {
        expect(configError({ MAIL_FROM: value }), value).toContain('MAIL_FROM: moet een e-mailadres zijn');
      }
    });

    it('stops a production start without SMTP_URL or MAIL_FROM, naming each', () => {
      const message = configError({ NODE_ENV: 'production' });
      expect(message).toContain('SMTP_URL: is verplicht met NODE_ENV=production');
      expect(message).toContain('MAIL_FROM: is verplicht met NODE_ENV=production');
      expect(configError({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).not.toContain('SMTP_URL');
      const production = loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail:25',
        MAIL_FROM: 'a@b.nl',
      });
      // SMS is optional in production: without a provider it is not offered.
      expect(smsAvailable(production)).toBe(false);
      expect(deliveryChannels(production)).toEqual({ email: 'smtp', sms: 'unavailable' });
      expect(smsAvailable(loadConfig({}))).toBe(true);
      expect(deliveryChannels(loadConfig({}))).toEqual({ email: 'outbox', sms: 'outbox' });
      expect(smsAvailable({ production: true, SMTP_URL: 'smtp://mail:25', SMS_PROVIDER: 'twilio' })).toBe(
        true,
      );
    });

    it('reads the Twilio settings, and wants all of them with SMS_PROVIDER=twilio', () => {
      expect(loadConfig({ ...twilio, TWILIO_API_URL: 'http://127.0.0.1:9999/' })).toMatchObject({
        ...twilio,
        TWILIO_API_URL: 'http://127.0.0.1:9999',
      });
      expect(loadConfig({ ...twilio, SMS_FROM: 'Zorgportal' }).SMS_FROM).toBe('Zorgportal');
      const missing = configError({ SMS_PROVIDER: 'twilio' });
      for (const variable of ['SMS_FROM', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN']) {
        expect(missing).toContain(`${variable}: is verplicht met SMS_PROVIDER=twilio`);
      }
      expect(configError({ ...twilio, SMS_PROVIDER: 'messagebird' })).toContain(
        'SMS_PROVIDER: moet twilio zijn',
      );
      expect(configError({ ...twilio, TWILIO_ACCOUNT_SID: 'AC123' })).toContain(
        'TWILIO_ACCOUNT_SID: moet beginnen met AC, gevolgd door 32 hexadecimale tekens',
      );
      for (const value of ['0612345678', 'Zorgportaal NL', '12345']) {
        expect(configError({ ...twilio, SMS_FROM: value }), value).toContain(
          'SMS_FROM: moet een telefoonnummer in internationale notatie zijn',
        );
      }
      expect(configError({ ...twilio, TWILIO_API_URL: 'ftp://api' })).toContain(
        'TWILIO_API_URL: moet beginnen met http:// of https://',
      );
      const stray = configError({ TWILIO_AUTH_TOKEN: 'geheim-token' });
      expect(stray).toContain('SMS_PROVIDER: ontbreekt, terwijl TWILIO_AUTH_TOKEN wel ingesteld is');
      // A secret is never repeated in the error.
      expect(stray).not.toContain('geheim-token');
    });
  });
});
