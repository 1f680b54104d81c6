import { Button, SaveButton, Toolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import type { RecordAuthority } from '../authority.ts';

/**
 * Save, and "Annuleren" back to where the form was opened from (no delete here: the record's page has it). A record
 * the signed-in user may not change has no save button; while that is being asked, it waits disabled.
 */
export function FormToolbar({ cancelTo, authority }: { cancelTo: string; authority: RecordAuthority }) {
  const refused = !authority.writable && !authority.pending;
  return (
    <Toolbar sx={{ gap: 1 }}>
      {!refused && <SaveButton disabled={authority.pending ? true : undefined} />}
      <Button label="common.cancel" component={Link} to={cancelTo} size="medium" />
    </Toolbar>
  );
}
