import AddIcon from '@mui/icons-material/Add';
import MuiButton from '@mui/material/Button';
import { Button, LinkBase, useCanAccess, useTranslate } from 'react-admin';
import type { AdminResource } from '../admin-model.ts';

/**
 * "Toevoegen" (or `label`): a link to the resource's create page, shown when the user may create. react-admin's
 * CreateButton without its floating button on phones (MUI's Fab, ~2 kB gzip on every list page, issue 16): on a
 * phone this is an icon button in the list's toolbar, as react-admin's other buttons there. The `contained` one (the
 * empty list's invitation, "Afdeling toevoegen") keeps its words on a phone too: react-admin's Button drops them
 * below `sm`, which left a bare "+" in the middle of an empty page.
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
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ action: 'create', resource: resource.name });
  if (canAccess !== true) return null;
  if (variant === 'contained')
    return (
      <MuiButton
        component={LinkBase}
        to={resource.paths.create}
        state={SCROLL_TO_TOP}
        variant="contained"
        startIcon={<AddIcon />}
      >
        {translate(label)}
      </MuiButton>
    );
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
