import { tags } from '../../resources/tags.ts';
import { installFakeApi, signedInUser, type FakeHandler } from './fake-api.ts';
import { fakeResourceApi } from './fake-resource-api.ts';

const STAMP = { createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' };

/** The tag every fixture gadget points at. */
export const NIGHT_SHIFT = { id: 't1', name: 'Nachtdienst', ...STAMP };

/** A fixture gadget (tests/fixtures/gadgets-resource.ts) numbered `index`. */
export function gadget(index: number, extra: Record<string, unknown> = {}) {
  const number = String(index).padStart(3, '0');
  return {
    id: `g${number}`,
    name: `Gadget ${number}`,
    amount: index,
    active: index % 2 === 0,
    kind: index % 3 === 0 ? 'groot' : 'klein',
    tag: NIGHT_SHIFT.id,
    releasedOn: '2026-01-05',
    ...STAMP,
    ...extra,
  };
}

/**
 * A signed-in user with `permissions`, the dashboard, the tags API with NIGHT_SHIFT, and the given routes
 * (fakeResourceApi(...).routes of the resources under test).
 */
export function signedInAdminApi(
  permissions: string[],
  routes: Record<string, FakeHandler | FakeHandler[]> = {},
) {
  return installFakeApi({
    'GET /user': { body: signedInUser },
    'GET /user/permissions': { body: { data: permissions } },
    'GET /dashboard': {
      body: { data: { user: { firstname: 'Anna' }, counts: null, lastSignIn: null, recentSessions: [] } },
    },
    ...fakeResourceApi(tags, [NIGHT_SHIFT]).routes,
    ...routes,
  });
}
