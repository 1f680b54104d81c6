import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/react.tsx';
import { ONBOARDING_PATHS } from './onboarding-paths.ts';

export interface OnboardingCardProps {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  /** The link under the card; the overview by default, none with `false`. */
  back?: { to: string; label: string } | false;
}

/** The card of an onboarding step, in the look of the index: centred, outlined, one heading. */
export function OnboardingCard({ heading, intro, children, back }: OnboardingCardProps) {
  const t = useT();
  const link =
    back === false ? null : (back ?? { to: ONBOARDING_PATHS.index, label: t('onboarding.backToOverview') });
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Box sx={{ width: '100%', maxWidth: 560 }}>
        <Paper variant="outlined" component="section" sx={{ p: { xs: 3, sm: 5 } }}>
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
        {link && (
          <Link component={RouterLink} to={link.to} underline="hover" sx={{ display: 'inline-block', mt: 2 }}>
            {link.label}
          </Link>
        )}
      </Box>
    </Box>
  );
}
