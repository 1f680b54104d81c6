import Button from '@mui/material/Button';
import { SaveButton, Toolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { RecordAuthority } from '../authority.ts';

/**
 * Save, and "Annuleren" back to where the form was opened from (no delete here: the record's page has it). A record
 * the signed-in user may not change has no save button; while that is being asked, it waits disabled. MUI's
 * button, not react-admin's: that one shrinks to its (absent) icon on a phone.
 */
export function FormToolbar({ cancelTo, authority }: { cancelTo: string; authority: RecordAuthority }) {
  const translate = useTranslate();
  const refused = !authority.writable && !authority.pending;
  return (
    <Toolbar sx={{ gap: 1 }}>
      {!refused && <SaveButton disabled={authority.pending ? true : undefined} />}
      <Button component={Link} to={cancelTo}>
        {translate('common.cancel')}
      </Button>
    </Toolbar>
  );
}
