import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card of the dashboard; `empty` (a Dutch sentence) replaces the content when there is nothing to show. */
export function DashboardCard({
  title,
  empty,
  children,
}: {
  title: string;
  empty?: string | null;
  children?: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {empty ? <Typography color="text.secondary">{empty}</Typography> : children}
      </CardContent>
    </Card>
  );
}
