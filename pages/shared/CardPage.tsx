import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface CardPageProps {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  /** The card's width at most, in px; the sign-in page's 480 unless told. */
  maxWidth?: number;
  /** What stands under the card (onboarding's way back). */
  footer?: ReactNode;
}

/**
 * A page that is one card: the password, consent and onboarding pages (OnboardingCard), in the sign-in page's look: centred,
 * outlined, a calm one-line heading. The sign-in pages keep their own (pages/login/SignInCard.tsx), for /login's
 * bundle budget.
 */
export function CardPage({ heading, intro, children, maxWidth = 480, footer }: CardPageProps) {
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Box sx={{ width: '100%', maxWidth }}>
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
        {footer}
      </Box>
    </Box>
  );
}
