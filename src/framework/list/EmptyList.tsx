import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCanAccess, useTranslate } from 'react-admin';
import type { AdminResource } from '../admin-model.ts';
import { useLabels } from '../labels.ts';
import { ResourceIcon } from '../ResourceIcon.tsx';
import { CreateLink } from './CreateLink.tsx';

/**
 * A list without any record (and no search or filter set): "Nog geen tags", with the button to add the first
 * when the resource offers create and the user may.
 */
export function EmptyList({ resource }: { resource: AdminResource }) {
  const translate = useTranslate();
  const labels = useLabels();
  const { definition } = resource;
  const { canAccess } = useCanAccess({ action: 'create', resource: resource.name });
  const creatable = definition.operations.includes('create') && canAccess === true;
  const name = labels.pluralInSentence(definition);
  return (
    <Paper variant="outlined" sx={{ mt: 2, p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 56 } }} aria-hidden>
        <ResourceIcon name={definition.icon} />
      </Box>
      <Typography variant="h2" sx={{ mt: 1.5, mb: 1 }}>
        {translate('framework.list.emptyTitle', { name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: creatable ? 3 : 0 }}>
        {translate(creatable ? 'framework.list.emptyInvite' : 'framework.list.emptyNone', { name })}
      </Typography>
      {creatable && (
        <CreateLink resource={resource} variant="contained" label={labels.createTitle(definition)} />
      )}
    </Paper>
  );
}
