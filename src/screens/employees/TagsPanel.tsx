import type { ExtensionProps } from '../../framework/extensions.ts';
import { useInvalidateResource } from '../../framework/use-invalidate.ts';
import { ChoiceListPanel } from './ChoiceListPanel.tsx';
import { employeeApi } from './employee-api.ts';
import { useOptions } from './use-options.ts';

/** "Tags": the employee's tags as chips, changed with an autocomplete and saved by PATCH `{ tags }`. */
export default function TagsPanel({ record, resource, authority }: ExtensionProps) {
  const invalidate = useInvalidateResource(resource);
  const ids = Array.isArray(record.tags) ? (record.tags as string[]) : [];
  // The names come from the tag list (manage_tags); an id the list lacks shows as itself.
  const options = useOptions('/tags', ids.length > 0);
  const chosen =
    ids.length === 0
      ? []
      : options.isPending
        ? undefined
        : ids
            .map((id) => options.data?.find((tag) => tag.id === id) ?? { id, name: id })
            .sort((a, b) => a.name.localeCompare(b.name, 'nl'));
  return (
    <ChoiceListPanel
      texts="tags"
      chosen={chosen}
      optionsPath="/tags"
      authority={authority}
      save={async (tags) => {
        await employeeApi.updateTags(record.id, tags);
        invalidate();
      }}
    />
  );
}
