import { Button, SaveButton, Toolbar } from 'react-admin';
import { Link } from 'react-router-dom';

/** Save, and "Annuleren" back to where the form was opened from (no delete here: the record's page has it). */
export function FormToolbar({ cancelTo }: { cancelTo: string }) {
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton />
      <Button label="common.cancel" component={Link} to={cancelTo} size="medium" />
    </Toolbar>
  );
}
