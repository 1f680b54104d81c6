import { describe, expect, it } from 'vitest';
import { totpStatus } from '../../server/security/totp-setup.ts';
import { describeUserAgent } from '../../server/security/user-agent.ts';

describe('describeUserAgent', () => {
  it('names browser (major version) and OS', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 131', os: 'macOS Catalina' });
    expect(describeUserAgent('')).toEqual({ browser: null, os: null });
  });
});

describe('totpStatus', () => {
  it('is enabled only with a confirmed secret, and says when a new one waits', () => {
    const at = new Date();
    expect(totpStatus({ totpSecret: 's', totpConfirmedAt: at, totpPendingSecret: null })).toEqual({
      enabled: true,
      confirmedAt: at,
      pending: false,
    });
    expect(totpStatus({ totpSecret: 's', totpConfirmedAt: null, totpPendingSecret: 'p' })).toEqual({
      enabled: false,
      confirmedAt: null,
      pending: true,
    });
  });
});
