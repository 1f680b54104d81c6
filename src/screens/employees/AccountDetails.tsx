import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

/** Label–value rows of the account card: two columns, one on a phone; a long value wraps, never widens the page. */
export function AccountDetails({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 1 },
        m: 0,
        '& dd': { mx: 0, mt: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2">
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
