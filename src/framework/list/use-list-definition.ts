import { useResourceContext } from 'react-admin';
import type { ManifestResource } from '../../../resources/manifest-entry.ts';
import { useAdminModel } from '../AdminModelContext.tsx';

/** The definition of the list in context (`system/tags` or the archive listing `archive/employees`). */
export function useListDefinition(): ManifestResource | undefined {
  const name = useResourceContext();
  const model = useAdminModel();
  return model.resources.find((resource) => resource.name === name || resource.archive?.name === name)
    ?.definition;
}
