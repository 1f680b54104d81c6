import ResourceEdit from '../../framework/form/ResourceEdit.tsx';
import type { ScreenProps } from '../../framework/extensions.ts';

/**
 * A region's edit form (`/system/regions/{id}/edit`) has its name only: the description is edited in its card
 * (DescriptionCard.tsx), so saving here sends `{ name }` (audited editRegionName) and never the description.
 */
export default function RegionNameEdit({ resource }: ScreenProps) {
  const { description: _description, ...fields } = resource.definition.fields;
  return <ResourceEdit resource={{ ...resource, definition: { ...resource.definition, fields } }} />;
}
