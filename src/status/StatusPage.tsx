import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface StatusPageProps {
  /** A large icon above the title. */
  icon: ReactNode;
  title: string;
  message: string;
  /** The way out (back home, retry). */
  action: ReactNode;
}

/** The common frame of the 404, 403 and error pages: centred card, icon, heading, text and one action. */
export function StatusPage({ icon, title, message, action }: StatusPageProps) {
  return (
    <Box component="section" sx={{ display: 'grid', placeItems: 'center', minHeight: '70vh', p: 2 }}>
      <Paper
        variant="outlined"
        sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center' }}
      >
        <Box sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }} aria-hidden>
          {icon}
        </Box>
        <Typography variant="h1" sx={{ mt: 2, mb: 1.5 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {message}
        </Typography>
        {action}
      </Paper>
    </Box>
  );
}
