import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import { Menu as RaMenu, useTranslate } from 'react-admin';
import { HOME_PATH } from '../../auth/paths.ts';

/**
 * The sidebar menu: the dashboard, then one entry per resource the user may access (react-admin filters them
 * with `canAccess`). On small screens react-admin shows it as a drawer that closes after a choice.
 */
export function Menu() {
  const translate = useTranslate();
  return (
    <RaMenu>
      <RaMenu.Item
        to={HOME_PATH}
        primaryText={translate('shell.menu.dashboard')}
        leftIcon={<DashboardIcon />}
      />
      <RaMenu.ResourceItems />
    </RaMenu>
  );
}
