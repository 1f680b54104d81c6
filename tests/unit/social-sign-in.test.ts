import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appleClientSecret } from '../../server/auth/social/apple-client-secret.ts';
import { parseIdentityLinkArgs } from '../../server/auth/social/identity-link-command.ts';

describe('appleClientSecret', () => {
  it('is an ES256 JWT by the developer key: kid, iss team id, sub client id, aud Apple, five minutes', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const now = new Date('2026-11-20T10:00:00Z');
    const jwt = appleClientSecret(
      {
        teamId: 'TEAM123456',
        clientId: 'nl.zorgportaal.signin',
        keyId: 'KEY1234567',
        privateKey,
        audience: 'https://appleid.apple.com',
      },
      now,
    );
    const [header = '', payload = '', signature = ''] = jwt.split('.');
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()) as unknown;
    expect(decode(header)).toEqual({ alg: 'ES256', kid: 'KEY1234567', typ: 'JWT' });
    const iat = now.getTime() / 1000;
    expect(decode(payload)).toEqual({
      iss: 'TEAM123456',
      sub: 'nl.zorgportaal.signin',
      aud: 'https://appleid.apple.com',
      iat,
      exp: iat + 300,
    });
    expect(Buffer.from(signature, 'base64url')).toHaveLength(64);
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key: createPublicKey(privateKey), dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    expect(valid).toBe(true);
  });
});

describe('parseIdentityLinkArgs', () => {
  it('reads the options', () => {
    expect(
      parseIdentityLinkArgs(['--email', 'a@b.test', '--provider', 'google', '--subject', '123']),
    ).toEqual({
      kind: 'ok',
      options: { email: 'a@b.test', provider: 'google', subject: '123', identityEmail: null },
    });
    expect(parseIdentityLinkArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it('names every problem in Dutch', () => {
    expect(parseIdentityLinkArgs(['--provider', 'facebook'])).toEqual({
      kind: 'invalid',
      errors: [
        '--email is verplicht',
        '--provider moet apple, google of microsoft zijn',
        '--subject is verplicht',
      ],
    });
  });
});
