import type { AuthProvider, UserIdentity } from 'react-admin';
import { checkAuthentication } from './check-authentication.ts';
import { fullName } from './current-user.ts';
import { logout } from './logout.ts';
import { LOGIN_PATH, ONBOARDING_PATH } from './paths.ts';
import { mayAccess, type ResourceAccessRules } from './resource-access.ts';
import { getSession } from './session-store.ts';

export interface AuthProviderOptions {
  /** Per react-admin resource, from the resource definitions (src/framework/access-rules.ts). */
  resourceAccess?: ResourceAccessRules;
}

/**
 * react-admin's view of the session store (auth/session-store.ts). Signing in happens on our own pages, so
 * `login` is never called by react-admin; sign-out goes through `logout()` of auth/logout.ts.
 */
export function createAuthProvider({ resourceAccess = {} }: AuthProviderOptions = {}): AuthProvider {
  return {
    async login() {
      // The sign-in pages call auth/login.ts; react-admin's login page is disabled.
    },

    async logout() {
      const { authenticationState } = getSession();
      if (authenticationState === 'authenticated') {
        await logout();
        return LOGIN_PATH;
      }
      // Not signed in (anymore), or still onboarding: nothing to end on the server.
      return authenticationState === 'onboarding' ? ONBOARDING_PATH : LOGIN_PATH;
    },

    async checkAuth() {
      const state = await checkAuthentication();
      if (state === 'authenticated') return;
      // `message: false`: our guards explain nothing either; they just send the user on.
      throw { redirectTo: state === 'onboarding' ? ONBOARDING_PATH : LOGIN_PATH, message: false };
    },

    async checkError() {
      // The HTTP client already reacts to 401/403/404 (spec §8); react-admin must not log the user out on top.
    },

    async getIdentity(): Promise<UserIdentity> {
      await checkAuthentication();
      const { user } = getSession();
      if (!user) throw new Error('Not signed in');
      return { id: user.id, fullName: fullName(user), ...(user.avatar ? { avatar: user.avatar } : {}) };
    },

    async getPermissions() {
      await checkAuthentication();
      return getSession().userPermissions ?? [];
    },

    // `resource` may be a field (`system/tags.name`): fields follow their resource.
    async canAccess({ action, resource }) {
      const rule = resourceAccess[resource] ?? resourceAccess[resource.split('.')[0]!];
      if (!rule) return true;
      await checkAuthentication();
      return mayAccess(rule, action, getSession().userPermissions);
    },
  };
}
