import MoveIcon from '@mui/icons-material/DriveFileMoveOutlined';
import { useState } from 'react';
import { Button } from 'react-admin';
import type { ExtensionProps } from '../../framework/extensions.ts';
import { MoveFacilityDialog } from './MoveFacilityDialog.tsx';

/** The facility page's toolbar action "Verplaatsen naar andere regio" (extension `update-region` of facilities). */
export default function MoveFacilityButton({ record }: ExtensionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="screens.facilities.move.action" onClick={() => setOpen(true)}>
        <MoveIcon />
      </Button>
      {open && <MoveFacilityDialog facility={record} onClose={() => setOpen(false)} />}
    </>
  );
}
