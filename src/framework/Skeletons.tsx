import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';

/** The shape of a list while its screen's code loads: toolbar, header and a few fading rows. */
export function ListSkeleton() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }} role="progressbar" aria-busy aria-label={translate('common.loading')}>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <Skeleton variant="rounded" width={240} height={40} />
        <Box sx={{ flex: 1 }} />
        <Skeleton variant="rounded" width={110} height={36} />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Skeleton height={32} width="40%" />
        {[1, 0.8, 0.6, 0.45, 0.3].map((opacity) => (
          <Skeleton key={opacity} height={40} sx={{ opacity }} />
        ))}
      </Paper>
    </Box>
  );
}

/** The shape of a record or a form while its screen's code loads. */
export function RecordSkeleton() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }} role="progressbar" aria-busy aria-label={translate('common.loading')}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        {[0, 1, 2].map((row) => (
          <Box key={row} sx={{ mb: 2 }}>
            <Skeleton width={120} height={20} />
            <Skeleton width="60%" height={32} />
          </Box>
        ))}
      </Paper>
    </Box>
  );
}

/** A panel of an extension while its code loads. */
export function PanelSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 2 }}>
      <Skeleton width={200} height={28} />
      <Skeleton width="80%" />
      <Skeleton width="60%" />
    </Paper>
  );
}
