import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One figure on the dashboard: a label and a value (or a dash when unknown); the icon stays at the top. */
export function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Typography
          component="span"
          color="primary"
          sx={{ display: 'flex', mt: 0.5, '& svg': { fontSize: 36 } }}
          aria-hidden
        >
          {icon}
        </Typography>
        <Box sx={{ minWidth: 0 }}>
          <Typography color="text.secondary" variant="body2">
            {label}
          </Typography>
          <Typography variant="h2" component="p">
            {value ?? '–'}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
