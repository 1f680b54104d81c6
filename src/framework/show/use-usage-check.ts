import { useCallback } from 'react';
import { useLocaleState, useTranslate, type Identifier } from 'react-admin';
import type { RecordUsage } from '../../../contract/api/admin/records.ts';
import { http, type RecordEnvelope } from '../../api/index.ts';
import { useAdminModel } from '../AdminModelContext.tsx';
import type { AdminResource } from '../admin-model.ts';
import { useLabels } from '../labels.ts';

type UsageAnswer = RecordEnvelope<RecordUsage>;

/**
 * The delete dialog's check (`GET /<name>/{id}/usage`, docs/api.md): "‘Noord’ wordt nog gebruikt door
 * 2 zorginstellingen en 1 medewerker. …" while other records use it, else null; a resource the user may not read
 * comes without its count ("… door medewerkers"). A failure only rejects: the
 * dialog then asks as usual, and the server still refuses a delete of a record in use.
 */
export function useUsageCheck(
  resource: AdminResource,
): (id: Identifier, title: string) => Promise<string | null> {
  const translate = useTranslate();
  const labels = useLabels();
  const model = useAdminModel();
  const [locale] = useLocaleState();
  return useCallback(
    async (id, title) => {
      const answer = await http.get<UsageAnswer>(
        `/${resource.definition.name}/${encodeURIComponent(String(id))}/usage`,
        { errorPage: false, toastErrors: false },
      );
      const usedBy = answer.data.usedBy.map(({ resource: name, count }) => {
        const definition = model.byDefinition.get(name)?.definition;
        if (!definition) return count === undefined ? name : String(count);
        // No count for a caller who may not read that resource (docs/api.md): "door medewerkers".
        if (count === undefined) return labels.pluralInSentence(definition);
        return `${count} ${count === 1 ? labels.singularInSentence(definition) : labels.pluralInSentence(definition)}`;
      });
      if (usedBy.length === 0) return null;
      const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(usedBy);
      return translate('framework.delete.inUse', { title, usedBy: list });
    },
    [resource, translate, labels, model, locale],
  );
}
