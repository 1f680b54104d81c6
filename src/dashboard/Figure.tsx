import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** One labelled figure; with `to`, the figure links to the list it counts. */
export function Figure({ label, value, to }: { label: string; value: string; to?: string | null }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography variant="h2" component="p">
        {to ? (
          <MuiLink component={RouterLink} to={to} underline="hover" aria-label={`${label}: ${value}`}>
            {value}
          </MuiLink>
        ) : (
          value
        )}
      </Typography>
    </Box>
  );
}
