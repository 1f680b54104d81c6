import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AdminResource } from '../admin-model.ts';
import { useLabels } from '../labels.ts';
import { ARCHIVE_ICON } from '../../../resources/manifest-entry.ts';
import { ResourceIcon } from '../ResourceIcon.tsx';

/** An archive listing without records: "Er zijn geen gearchiveerde medewerkers." */
export function ArchiveEmpty({ resource }: { resource: AdminResource }) {
  const translate = useTranslate();
  const labels = useLabels();
  return (
    <Paper variant="outlined" sx={{ mt: 2, p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 56 } }} aria-hidden>
        <ResourceIcon name={ARCHIVE_ICON} />
      </Box>
      <Typography variant="h2" sx={{ mt: 1.5 }}>
        {translate('framework.archive.empty', { name: labels.pluralInSentence(resource.definition) })}
      </Typography>
    </Paper>
  );
}
