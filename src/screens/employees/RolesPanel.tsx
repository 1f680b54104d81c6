import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExtensionProps } from '../../framework/extensions.ts';
import { useInvalidateResource } from '../../framework/use-invalidate.ts';
import { ChoiceListPanel } from './ChoiceListPanel.tsx';
import { employeeApi } from './employee-api.ts';

/** "Rollen": the employee's roles by name; the whole list is replaced with `PUT /employees/{id}/roles`. */
export default function RolesPanel({ record, resource }: ExtensionProps) {
  const invalidate = useInvalidateResource(resource);
  const queryClient = useQueryClient();
  const queryKey = [resource.name, 'roles', String(record.id)];
  const roles = useQuery({
    queryKey,
    queryFn: ({ signal }) => employeeApi.roles(record.id, signal).then((answer) => answer.data),
  });
  return (
    <ChoiceListPanel
      texts="roles"
      chosen={roles.isError ? [] : roles.data}
      optionsPath="/roles"
      save={async (ids) => {
        const answer = await employeeApi.updateRoles(record.id, ids);
        queryClient.setQueryData(queryKey, answer.data);
        invalidate();
      }}
    />
  );
}
