import type { ChallengeMethod } from '../../contract/enums.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';
import { methodPath } from './method-path.ts';

export interface OtherMethodsProps {
  challenge: string;
  /** The methods to offer (the challenge's, without the one in use). */
  methods: readonly ChallengeMethod[];
}

/** "Op een andere manier inloggen": a link per other method of the challenge. Nothing when there is none. */
export function OtherMethods({ challenge, methods }: OtherMethodsProps) {
  const t = useT();
  const headingId = useId();
  if (methods.length === 0) return null;
  return (
    <Box component="nav" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {t('challenge.otherMethods')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {methods.map((method) => (
          <li key={method}>
            <Button
              theme="tertiary"
              size="small"
              component={Link}
              href={methodPath(challenge, method)}
              sx={{ textAlign: 'left' }}
            >
              {t(`challenge.switchTo.${method}`)}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
