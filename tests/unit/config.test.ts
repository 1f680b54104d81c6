import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { fastifyTrustProxy } from '../../server/config/trust-proxy.ts';

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

    it('wants redis:// or rediss:// in REDIS_URL', () => {
      expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).REDIS_URL).toBe('redis://cache:6379');
      expect(loadConfig({ REDIS_URL: 'rediss://cache:6380' }).REDIS_URL).toBe('rediss://cache:6380');
      expect(configError({ REDIS_URL: 'http://cache:6379' })).toContain(
        'REDIS_URL: moet beginnen met redis:// of rediss://',
      );
    });
  });
});
