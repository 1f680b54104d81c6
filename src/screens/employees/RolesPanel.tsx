import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ExtensionProps } from '../../framework/extensions.ts';
import { lackedPermissions, useGrantedPermissions } from '../../framework/grants.ts';
import { useLabels } from '../../framework/labels.ts';
import { useInvalidateResource } from '../../framework/use-invalidate.ts';
import { ChoiceListPanel } from './ChoiceListPanel.tsx';
import { employeeApi, type NamedOption } from './employee-api.ts';

/**
 * "Rollen": the employee's roles by name; the whole list is replaced with `PUT /employees/{id}/roles`. A role
 * carrying a permission you lack cannot be given or taken by you: it is disabled, with the permissions it lacks.
 */
export default function RolesPanel({ definition, record, resource, authority }: ExtensionProps) {
  const translate = useTranslate();
  const labels = useLabels();
  const granted = useGrantedPermissions();
  const invalidate = useInvalidateResource(resource);
  const queryClient = useQueryClient();
  const queryKey = [resource.name, 'roles', String(record.id)];
  const roles = useQuery({
    queryKey,
    queryFn: ({ signal }) => employeeApi.roles(record.id, signal).then((answer) => answer.data),
  });
  const restrictionOf = (role: NamedOption) => {
    const lacked = lackedPermissions(role.permissions ?? [], granted);
    if (lacked.length === 0) return null;
    return translate('screens.employees.roles.lacks', {
      permissions: lacked
        .map((permission) => labels.enumValue(definition, 'permissions', permission))
        .join(', '),
    });
  };
  return (
    <ChoiceListPanel
      texts="roles"
      chosen={roles.isError ? [] : roles.data}
      optionsPath="/roles"
      authority={authority}
      restrictionOf={restrictionOf}
      save={async (ids) => {
        const answer = await employeeApi.updateRoles(record.id, ids);
        queryClient.setQueryData(queryKey, answer.data);
        invalidate();
      }}
    />
  );
}
