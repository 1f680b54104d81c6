import { describe, expect, it } from 'vitest';
import { isOnboardingComplete } from '../../auth/current-user.ts';
import { isSafeTarget } from '../../auth/redirect-target.ts';
import { decideRoute, permissionErrorCode } from '../../auth/route-rules.ts';
import { nextStepPath } from '../../pages/onboarding/onboarding-paths.ts';

describe('route guards (spec §4)', () => {
  it('a route expecting Unauthenticated sends Onboarding users to onboarding and Authenticated users on', () => {
    expect(decideRoute('unauthenticated', 'unauthenticated', '/login')).toEqual({ kind: 'allow' });
    expect(decideRoute('unauthenticated', 'onboarding', '/login')).toEqual({
      kind: 'redirect',
      to: '/onboarding',
    });
    expect(decideRoute('unauthenticated', 'authenticated', '/login')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      target: 'restore',
    });
  });

  it('a route expecting Onboarding sends Unauthenticated users to login and Authenticated users to the remembered target or home', () => {
    expect(decideRoute('onboarding', 'onboarding', '/onboarding/setup')).toEqual({ kind: 'allow' });
    expect(decideRoute('onboarding', 'unauthenticated', '/onboarding/setup')).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    // A finished onboarding lands where the user wanted to go (the guard restores the remembered target).
    expect(decideRoute('onboarding', 'authenticated', '/onboarding/setup')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      target: 'restore',
    });
  });

  it('except onboarding.index itself, which an Authenticated user may open', () => {
    expect(decideRoute('onboarding', 'authenticated', '/onboarding')).toEqual({ kind: 'allow' });
    expect(decideRoute('onboarding', 'authenticated', '/onboarding/')).toEqual({ kind: 'allow' });
  });

  it('a route expecting Authenticated sends Unauthenticated users to login (remembering the target)', () => {
    expect(decideRoute('authenticated', 'authenticated', '/dashboard')).toEqual({ kind: 'allow' });
    expect(decideRoute('authenticated', 'unauthenticated', '/dashboard')).toEqual({
      kind: 'redirect',
      to: '/login',
      target: 'remember',
    });
    expect(decideRoute('authenticated', 'onboarding', '/dashboard')).toEqual({
      kind: 'redirect',
      to: '/onboarding',
    });
  });

  it('public routes take anyone', () => {
    for (const state of ['unauthenticated', 'onboarding', 'authenticated'] as const) {
      expect(decideRoute('public', state, '/logout')).toEqual({ kind: 'allow' });
    }
  });
});

describe('permissions after navigation (spec §5)', () => {
  it('403 when permissions are unknown or one is missing; nothing otherwise', () => {
    expect(permissionErrorCode([], null)).toBeNull();
    expect(permissionErrorCode(['manage_tags'], null)).toBe(403);
    expect(permissionErrorCode(['manage_tags'], ['manage_roles'])).toBe(403);
    expect(permissionErrorCode(['manage_tags', 'manage_roles'], ['manage_roles'])).toBe(403);
    expect(permissionErrorCode(['manage_tags'], ['manage_roles', 'manage_tags'])).toBeNull();
  });
});

describe('onboarding (spec §3, §4)', () => {
  it('is complete when every step is completed, skipped or absent', () => {
    expect(isOnboardingComplete(undefined)).toBe(true);
    expect(isOnboardingComplete({})).toBe(true);
    expect(isOnboardingComplete({ accept_terms: 'completed', verify_phone: 'skipped' })).toBe(true);
    expect(isOnboardingComplete({ accept_terms: 'completed', setup_login: 'pending' })).toBe(false);
    expect(isOnboardingComplete({ setup_otp: 'something-else' })).toBe(false);
  });
});

describe('the next onboarding step', () => {
  it('is the page of the first step still to do, in the order of spec §3', () => {
    expect(nextStepPath({ accept_terms: 'pending', setup_login: 'pending' })).toBe(
      '/onboarding/accept-terms',
    );
    expect(nextStepPath({ accept_terms: 'completed', setup_login: 'pending' })).toBe('/onboarding/setup');
    expect(nextStepPath({ setup_login: 'completed', verify_email: 'pending' })).toBe(
      '/onboarding/verify-email',
    );
    expect(nextStepPath({ verify_email: 'completed', verify_phone: 'other' })).toBe(
      '/onboarding/verify-phone',
    );
    expect(nextStepPath({ verify_phone: 'skipped', setup_otp: 'pending' })).toBe('/onboarding/preferred-otp');
  });

  it('is none when every step is completed, skipped or absent', () => {
    expect(nextStepPath({ accept_terms: 'completed', verify_phone: 'skipped' })).toBeNull();
    expect(nextStepPath(undefined)).toBeNull();
  });
});

describe('remembered targets', () => {
  it('are paths of this app, never sign-in or sign-out or another origin', () => {
    expect(isSafeTarget('/system/tags?page=2#top')).toBe(true);
    expect(isSafeTarget('/login')).toBe(false);
    expect(isSafeTarget('/login/email')).toBe(false);
    expect(isSafeTarget('/logout')).toBe(false);
    expect(isSafeTarget('/loginactivity')).toBe(true);
    expect(isSafeTarget('//evil.example')).toBe(false);
    expect(isSafeTarget('https://evil.example')).toBe(false);
    expect(isSafeTarget(null)).toBe(false);
  });
});
