import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface PanelFrameProps {
  /** The card's heading (an `h2`: the page's title is the `h1`), which also names the card for screen readers. */
  title: string;
  /**
   * A line under the heading: what the panel is for ("In deze volgorde staan de expertises …"), or a count
   * ("30 zorginstellingen").
   */
  subtitle?: string;
  /** Buttons at the heading's right ("Wijzigen", "Expertise toevoegen"). */
  actions?: ReactNode;
  /**
   * The body runs to the card's edges (a table with its own cell padding); its other content then brings its own
   * horizontal padding (`px: 2`). Otherwise the body is inside the card's padding, below the heading.
   */
  flush?: boolean;
  children: ReactNode;
}

/**
 * The one frame of every panel of a show page (`ExtensionPanel` of ../extensions.ts): an outlined card below the
 * record's fields, a `section` named by its heading (`getByRole('region', { name })`), the heading in the theme's
 * `h3` style, an optional subtitle and actions at the top right, then the body.
 */
export function PanelFrame({ title, subtitle, actions, flush = false, children }: PanelFrameProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardHeader
        title={title}
        subheader={subtitle}
        action={actions}
        slotProps={{
          title: { variant: 'h3', component: 'h2', id: headingId },
          subheader: { variant: 'body2', color: 'text.secondary' },
          // The actions keep to the heading's line; on a phone they wrap below it rather than squeeze it.
          action: { sx: { alignSelf: 'center', m: 0 } },
        }}
        // A long unbroken word in the heading wraps rather than pushing the actions off the card.
        sx={{
          pb: 1,
          flexWrap: 'wrap',
          rowGap: 1,
          '& .MuiCardHeader-content': { minWidth: 0, overflowWrap: 'anywhere' },
        }}
      />
      {flush ? children : <CardContent sx={{ pt: 0 }}>{children}</CardContent>}
    </Card>
  );
}

/** A panel's list while it loads (skeleton rows), when it is empty (`empty`: its text), or when it failed. */
export function PanelState({ loading, empty }: { loading: boolean; empty?: string }) {
  const translate = useTranslate();
  if (loading)
    return (
      <Stack role="progressbar" aria-busy aria-label={translate('common.loading')}>
        {[1, 0.7, 0.4].map((opacity) => (
          <Skeleton key={opacity} height={40} sx={{ opacity }} />
        ))}
      </Stack>
    );
  if (empty)
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {empty}
      </Typography>
    );
  return <Alert severity="error">{translate('common.error')}</Alert>;
}
