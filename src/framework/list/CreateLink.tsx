import AddIcon from '@mui/icons-material/Add';
import { Button, LinkBase, useCanAccess } from 'react-admin';
import type { AdminResource } from '../admin-model.ts';

/**
 * "Toevoegen" (or `label`): a link to the resource's create page, shown when the user may create. react-admin's
 * CreateButton without its floating button on phones (MUI's Fab, ~2 kB gzip on every list page, issue 16): on a
 * phone this is an icon button in the list's toolbar, as react-admin's other buttons there.
 */
export function CreateLink({
  resource,
  label = 'ra.action.create',
  variant,
}: {
  resource: AdminResource;
  label?: string;
  variant?: 'contained';
}) {
  const { canAccess } = useCanAccess({ action: 'create', resource: resource.name });
  if (canAccess !== true) return null;
  return (
    <Button
      component={LinkBase}
      to={resource.paths.create}
      state={SCROLL_TO_TOP}
      label={label}
      variant={variant}
    >
      <AddIcon />
    </Button>
  );
}

const SCROLL_TO_TOP = { _scrollToTop: true };
