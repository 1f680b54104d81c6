import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Identifier } from 'react-admin';
import type { NewExpertise, NewExpertiseProfile } from '../../../contract/api/admin/branches.ts';
import type { ProfileExpertises } from '../../../contract/api/admin/expertise-profiles.ts';
import type { ExpertiseMove } from '../../../contract/api/admin/expertises.ts';
import type { ExpertiseProfile } from '../../../resources/expertise-profiles.ts';
import type { Expertise } from '../../../resources/expertises.ts';
import {
  http,
  isApiError,
  type PageEnvelope,
  type RecordEnvelope,
  type RequestOptions,
} from '../../api/index.ts';
import { useAdminModel } from '../../framework/AdminModelContext.tsx';
import { resourceNameOf } from '../../framework/resource-names.ts';

/**
 * The branch extensions' calls (docs/api.md "Branches, expertises and expertise profiles"): a branch's ordered
 * expertises and its expertise profiles, a profile's expertises. Each nested list is one page with every row.
 */

/** The records these calls answer (their schemas are derived from the definitions). */
export type { Expertise, ExpertiseProfile };

/** Where an expertise goes (spec §3): before another expertise of the branch, or `null`: as last. */
export type Before = string | null;

const id = (value: Identifier) => encodeURIComponent(String(value));

/** A panel's read answers its own failure in its card: no 404 page, no toast (a profile may just have gone). */
const PANEL_READ: RequestOptions = { errorPage: false, toastErrors: false };

export const branchApi = {
  expertises: (branch: Identifier) =>
    http
      .get<PageEnvelope<Expertise>>(`/branches/${id(branch)}/expertises`, PANEL_READ)
      .then((page) => page.data),
  addExpertise: (branch: Identifier, body: NewExpertise) =>
    http
      .post<RecordEnvelope<Expertise>>(`/branches/${id(branch)}/expertises`, body)
      .then((answer) => answer.data),
  renameExpertise: (expertise: Identifier, name: string) =>
    http
      .patch<RecordEnvelope<Expertise>>(`/expertises/${id(expertise)}`, { name })
      .then((answer) => answer.data),
  moveExpertise: (expertise: Identifier, before: Before) =>
    http
      .post<RecordEnvelope<Expertise>>(`/expertises/${id(expertise)}/move`, {
        before,
      } satisfies ExpertiseMove)
      .then((answer) => answer.data),
  profiles: (branch: Identifier) =>
    http
      .get<PageEnvelope<ExpertiseProfile>>(`/branches/${id(branch)}/expertise-profiles`, PANEL_READ)
      .then((page) => page.data),
  addProfile: (branch: Identifier, name: string) =>
    http
      .post<RecordEnvelope<ExpertiseProfile>>(`/branches/${id(branch)}/expertise-profiles`, {
        name,
      } satisfies NewExpertiseProfile)
      .then((answer) => answer.data),
  renameProfile: (profile: Identifier, name: string) =>
    http
      .patch<RecordEnvelope<ExpertiseProfile>>(`/expertise-profiles/${id(profile)}`, { name })
      .then((answer) => answer.data),
  deleteProfile: (profile: Identifier) => http.delete<unknown>(`/expertise-profiles/${id(profile)}`),
  profileExpertises: (profile: Identifier) =>
    http
      .get<PageEnvelope<Expertise>>(`/expertise-profiles/${id(profile)}/expertises`, PANEL_READ)
      .then((page) => page.data),
  setProfileExpertises: (profile: Identifier, expertises: ProfileExpertises['expertises']) =>
    http
      .post<PageEnvelope<Expertise>>(`/expertise-profiles/${id(profile)}/expertises`, {
        expertises,
      } satisfies ProfileExpertises)
      .then((page) => page.data),
};

/**
 * Every cached read of these panels for one branch starts with this key: under the branches' react-admin resource,
 * so a change that refreshes the branch (a profile deleted from its own page) refreshes them too.
 */
const branchKey = (branch: Identifier) => [resourceNameOf('branches'), 'extensions', String(branch)] as const;

export function useBranchExpertises(branch: Identifier) {
  return useQuery({
    queryKey: [...branchKey(branch), 'expertises'],
    queryFn: () => branchApi.expertises(branch),
  });
}

export function useBranchProfiles(branch: Identifier) {
  return useQuery({
    queryKey: [...branchKey(branch), 'profiles'],
    queryFn: () => branchApi.profiles(branch),
  });
}

export function useProfileExpertises(branch: Identifier, profile: Identifier) {
  return useQuery({
    queryKey: [...branchKey(branch), 'profile', String(profile)],
    queryFn: () => branchApi.profileExpertises(profile),
  });
}

/**
 * After a change in a branch: its panels' lists, and the generic screens' cached expertises and profiles
 * (a rename or a move shows on their own pages), are read again.
 */
export function useRefreshBranch(branch: Identifier): () => void {
  const queryClient = useQueryClient();
  const model = useAdminModel();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: branchKey(branch) });
    for (const definition of ['expertises', 'expertise-profiles']) {
      const resource = model.byDefinition.get(definition);
      if (resource) void queryClient.invalidateQueries({ queryKey: [resource.name] });
    }
  }, [queryClient, model, branch]);
}

/**
 * After profile `profile` of a branch is deleted: it leaves the branch's list at once, so its row (and the read of
 * its expertises) is gone before the list is read again, and its own reads are only marked stale (they would 404).
 */
export function useForgetProfile(branch: Identifier): (profile: Identifier) => void {
  const queryClient = useQueryClient();
  const refresh = useRefreshBranch(branch);
  return useCallback(
    (profile) => {
      queryClient.setQueryData<ExpertiseProfile[]>([...branchKey(branch), 'profiles'], (profiles) =>
        profiles?.filter((other) => other.id !== String(profile)),
      );
      const own = { queryKey: [...branchKey(branch), 'profile', String(profile)] };
      void queryClient.cancelQueries(own);
      queryClient.removeQueries(own);
      refresh();
    },
    [queryClient, refresh, branch],
  );
}

/** The 422's message per field (the first of each), or null when the failure is not a validation error. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.status !== 422) return null;
  return Object.fromEntries(
    Object.entries(error.errors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])),
  );
}
