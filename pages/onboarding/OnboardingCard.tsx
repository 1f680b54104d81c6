import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/react.tsx';
import { CardPage } from '../shared/CardPage.tsx';
import { ONBOARDING_PATHS } from './onboarding-paths.ts';

export interface OnboardingCardProps {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  /** The link under the card; the overview by default, none with `false`. */
  back?: { to: string; label: string } | false;
}

/** The card of an onboarding step: the password pages' card, wider, with the way back under it. */
export function OnboardingCard({ heading, intro, children, back }: OnboardingCardProps) {
  const t = useT();
  const link =
    back === false ? null : (back ?? { to: ONBOARDING_PATHS.index, label: t('onboarding.backToOverview') });
  return (
    <CardPage
      heading={heading}
      intro={intro}
      maxWidth={560}
      footer={
        link && (
          <Link component={RouterLink} to={link.to} underline="hover" sx={{ display: 'inline-block', mt: 2 }}>
            {link.label}
          </Link>
        )
      }
    >
      {children}
    </CardPage>
  );
}
