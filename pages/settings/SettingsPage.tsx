import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SettingsPageProps {
  heading: string;
  intro?: string;
  /** A link back, above the heading. */
  back?: ReactNode;
  children: ReactNode;
}

/** The frame of every settings page: a column of cards under the page heading (h1). */
export function SettingsPage({ heading, intro, back, children }: SettingsPageProps) {
  return (
    <Box component="section" sx={{ py: 3, px: { xs: 0, sm: 1 }, maxWidth: 840, display: 'grid', gap: 2 }}>
      {back}
      <Box>
        <Typography variant="h1">{heading}</Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {intro}
          </Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}
