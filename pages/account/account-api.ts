import type { CurrentUser } from '../../auth/current-user.ts';
import type { ProfileChange } from '../../contract/api/account.ts';
import { sessionStore } from '../../auth/session-store.ts';
import { http, type RecordEnvelope } from '../../src/api/index.ts';

/** `female | male | other`, or null: not said (spec §3). */
export type { Gender } from '../../contract/api/account.ts';

/** `PATCH /user`: the profile form sends every field; the server changes the ones given. */
export type ProfileInput = ProfileChange;

/** Every answer that carries the user replaces the session's user, so the user menu follows at once. */
function keep(user: CurrentUser): CurrentUser {
  sessionStore.set({ user });
  return user;
}

/** `GET /user`: the user as the server has it now. */
export async function fetchUser(signal?: AbortSignal): Promise<CurrentUser> {
  return keep((await http.get<RecordEnvelope<CurrentUser>>('/user', { signal })).data);
}

/** `PATCH /user`: rejects with the ApiError of a 422 (errors per field). */
export async function updateProfile(input: ProfileInput): Promise<CurrentUser> {
  return keep((await http.patch<RecordEnvelope<CurrentUser>>('/user', input)).data);
}

/** `POST /user/avatar` (multipart, field `avatar`); a file the server cannot use answers 422 on `avatar`. */
export async function uploadAvatar(file: File): Promise<CurrentUser> {
  const form = new FormData();
  form.append('avatar', file);
  return keep((await http.post<RecordEnvelope<CurrentUser>>('/user/avatar', form)).data);
}

/** `DELETE /user/avatar`. */
export async function deleteAvatar(): Promise<CurrentUser> {
  const body = await http.delete<RecordEnvelope<CurrentUser> | undefined>('/user/avatar');
  if (body?.data) return keep(body.data);
  // A 204: the user without a photo.
  return fetchUser();
}
