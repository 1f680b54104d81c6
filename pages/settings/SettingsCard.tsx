import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface SettingsCardProps {
  heading: string;
  /** A line under the heading. */
  intro?: ReactNode;
  children?: ReactNode;
}

/** One section of a settings page: an outlined card with its heading (h2), labelling the region. */
export function SettingsCard({ heading, intro, children }: SettingsCardProps) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography
        id={headingId}
        variant="h2"
        sx={{ fontSize: '1.25rem', fontWeight: 600, mb: intro ? 0.5 : 2 }}
      >
        {heading}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
