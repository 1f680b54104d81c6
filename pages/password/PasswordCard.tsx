import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PasswordCardProps {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The card of the password pages, in the sign-in page's look: centred, outlined, a calm one-line heading. */
export function PasswordCard({ heading, intro, children }: PasswordCardProps) {
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper
        variant="outlined"
        component="section"
        sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 5 } }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.375rem', sm: '1.5rem' }, mb: 1 }}>
          {heading}
        </Typography>
        {intro && (
          <Typography component="div" color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
