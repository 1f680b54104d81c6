import { useQuery } from '@tanstack/react-query';
import { employeeApi, type NamedOption } from './employee-api.ts';

/**
 * The regions, roles or tags to choose from (by name, up to 100). Reading them needs the resource's own permission
 * (manage_regions, manage_roles, manage_tags): without it the list fails and the panel says so.
 */
export function useOptions(path: '/regions' | '/roles' | '/tags', enabled = true) {
  return useQuery<NamedOption[]>({
    queryKey: ['employee-options', path],
    queryFn: ({ signal }) => employeeApi.options(path, signal).then((page) => page.data),
    enabled,
  });
}
