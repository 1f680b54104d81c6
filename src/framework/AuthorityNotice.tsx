import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { useTranslate } from 'react-admin';
import type { ManifestResource } from '../../resources/manifest-entry.ts';
import type { RecordAuthority } from './authority.ts';
import { useLabels } from './labels.ts';

/**
 * Why the signed-in user cannot change this record, once at the top of its page or form: "Je kunt deze medewerker
 * niet wijzigen" and the reason. Nothing while the record is writable or the answer is still coming, nor when there
 * is nothing to explain (a user with only a read permission).
 */
export function AuthorityNotice({
  definition,
  authority,
  sx,
}: {
  definition: ManifestResource;
  authority: RecordAuthority;
  /** Added to the notice's own style (its place on the page). */
  sx?: SystemStyleObject<Theme>;
}) {
  const translate = useTranslate();
  const labels = useLabels();
  if (authority.writable || authority.pending || authority.reason === null) return null;
  return (
    <Alert severity="info" role="note" sx={{ mb: 2, alignSelf: 'stretch', ...sx }}>
      <AlertTitle>
        {translate('framework.authority.title', { name: labels.singularInSentence(definition) })}
      </AlertTitle>
      {authority.reason}
    </Alert>
  );
}
