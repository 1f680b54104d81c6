import type { ReactElement } from 'react';
import { ARCHIVE_ICON } from '../../resources/manifest-entry.ts';
import { Resource, type RaRecord } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { NotFoundPage } from '../status/NotFoundPage.tsx';
import type { AdminModel } from './admin-model.ts';
import { recordNameOf } from './resource-names.ts';
import { ResourceIcon } from './ResourceIcon.tsx';
import { Screen } from './screens.tsx';

/**
 * One react-admin `<Resource>` per definition, with the screens of the operations it offers, at the spec's URLs
 * (docs/decisions.md "Admin screens"): `/system/<name>` list, `/create`, `/{id}` show, `/{id}/edit` edit. react-admin
 * itself mounts edit at `/{id}` and show at `/{id}/show`; so show and edit are the resource's own child routes, every
 * link to them is built from `resource.paths`, and `/{id}/show` redirects to `/{id}`. An archivable definition also
 * gets its archive listing as the resource `archive/<name>` (`/archive/<name>`, an archived record at `/{id}`).
 * react-admin names records (references, its default titles) by the definition's `recordName`.
 */
/** A menu icon component for react-admin (which renders `icon` as a component). */
function iconOf(name: string) {
  const Icon = () => <ResourceIcon name={name} />;
  Icon.displayName = `ResourceIcon(${name})`;
  return Icon;
}

export function resourceElements(model: AdminModel): ReactElement[] {
  return model.resources.flatMap((resource) => {
    const { definition } = resource;
    const name = (record: RaRecord) => recordNameOf(definition, record);
    const offers = (operation: (typeof definition.operations)[number]) =>
      definition.operations.includes(operation);
    const elements = [
      <Resource
        key={resource.name}
        name={resource.name}
        list={offers('list') ? <Screen kind="list" resource={resource} /> : undefined}
        create={offers('create') ? <Screen kind="create" resource={resource} /> : undefined}
        hasShow={offers('show')}
        hasEdit={offers('edit')}
        icon={iconOf(definition.icon)}
        options={{ label: `resources.${definition.name}.name` }}
        recordRepresentation={name}
      >
        {offers('show') && <Route path=":id" element={<Screen kind="show" resource={resource} />} />}
        {offers('show') && <Route path=":id/show" element={<Navigate to=".." relative="path" replace />} />}
        {offers('edit') && <Route path=":id/edit" element={<Screen kind="edit" resource={resource} />} />}
        {/* Without a list nothing else answers (`/system/expertises`): the 404 page, not an empty page. */}
        {!offers('list') && <Route path="*" element={<NotFoundPage />} />}
      </Resource>,
    ];
    if (resource.archive) {
      elements.push(
        <Resource
          key={resource.archive.name}
          name={resource.archive.name}
          list={<Screen kind="archive" resource={resource} />}
          icon={iconOf(ARCHIVE_ICON)}
          options={{ label: `resources.${definition.name}.name` }}
          recordRepresentation={name}
        >
          {/* An archived record, read-only with "Herstellen". */}
          <Route path=":id" element={<Screen kind="archived" resource={resource} />} />
        </Resource>,
      );
    }
    return elements;
  });
}
