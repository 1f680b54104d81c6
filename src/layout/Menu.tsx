import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import { Menu as RaMenu, useTranslate } from 'react-admin';
import { HOME_PATH } from '../../auth/paths.ts';
import { permissionErrorCode } from '../../auth/route-rules.ts';
import { useSession } from '../../auth/session-store.ts';
import { useAdminModel } from '../framework/AdminModelContext.tsx';
import { labelsOf } from '../framework/labels.ts';
import { matchAppRoute } from '../route-match.ts';

/**
 * The sidebar menu: the dashboard, then one entry per definition with `menu: true` and a list (its icon and Dutch
 * name), and after an archivable one its archive listing. An entry shows when react-admin's `canAccess` allows
 * the list and the route table admits the user to its page (spec §2, §5), so the menu never leads to a 403 page.
 * On small screens react-admin shows it as a drawer that closes after a choice.
 */
export function Menu() {
  const translate = useTranslate();
  const labels = labelsOf(translate);
  const model = useAdminModel();
  const { userPermissions } = useSession();
  const admits = (path: string) => {
    const route = matchAppRoute(path);
    return permissionErrorCode(route?.permissions ?? [], userPermissions, route?.anyOf) === null;
  };
  return (
    <RaMenu>
      <RaMenu.Item
        to={HOME_PATH}
        primaryText={translate('shell.menu.dashboard')}
        leftIcon={<DashboardIcon />}
      />
      {model.resources
        .filter(({ definition }) => definition.menu && definition.operations.includes('list'))
        .flatMap(({ definition, name, paths, archive }) => [
          admits(paths.list) && (
            <RaMenu.ResourceItem key={name} name={name} primaryText={labels.plural(definition)} />
          ),
          archive && admits(archive.paths.list) && (
            <RaMenu.ResourceItem
              key={archive.name}
              name={archive.name}
              primaryText={labels.archiveMenu(definition)}
            />
          ),
        ])}
    </RaMenu>
  );
}
