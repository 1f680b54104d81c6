import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SignInCardProps {
  heading: string;
  /** The line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The card of the sign-in pages: centred, at most 480 px wide. On a 390 px phone it leaves 340 px inside, enough
 * for the six code boxes (328 px).
 */
export function SignInCard({ heading, intro, children }: SignInCardProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: { xs: 1, sm: 2 },
        bgcolor: 'background.default',
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 2, sm: 5 } }}>
        {/* Smaller than the pages' h1: the heading fits on one calm line in the card. */}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.375rem', sm: '1.5rem' }, mb: 1 }}>
          {heading}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
