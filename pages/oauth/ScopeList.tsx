import type { OAuthScope } from '../../contract/enums.ts';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import { useT } from '../../i18n/react.tsx';

/** Permissions as a plain list, each in Dutch (oauth.scopes.*). */
export function ScopeList({ scopes }: { scopes: readonly OAuthScope[] }) {
  const t = useT();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {scopes.map((scope) => (
        <Box component="li" key={scope} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CheckCircleOutline color="success" fontSize="small" aria-hidden />
          {t(`oauth.scopes.${scope}`)}
        </Box>
      ))}
    </Box>
  );
}
