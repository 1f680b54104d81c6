import type { Identifier } from 'react-admin';
import { http } from '../../api/http.ts';
import type { AuthorityAnswer } from '../../framework/authority.ts';

/**
 * `GET /employees/{id}/authority` (extension `account`): whether the signed-in user may change this employee at
 * all (not the record linked to their own account, not one whose account holds rights they lack), and if not the
 * server's Dutch reason. Quiet: a failure only means the screens cannot tell beforehand.
 */
export function employeeAuthority(id: Identifier, signal?: AbortSignal): Promise<AuthorityAnswer> {
  return http
    .get<{ data: AuthorityAnswer }>(`/employees/${encodeURIComponent(String(id))}/authority`, {
      errorPage: false,
      toastErrors: false,
      signal,
    })
    .then((answer) => answer.data);
}
