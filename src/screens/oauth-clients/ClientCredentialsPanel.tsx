import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ExtensionProps } from '../../framework/extensions.ts';
import { PanelFrame } from '../../framework/show/PanelFrame.tsx';

/**
 * What the app's developer needs: the client id, the issuer and the discovery URL (with extension `secret` of OAuth
 * applications).
 */
export default function ClientCredentialsPanel({ record }: ExtensionProps) {
  const translate = useTranslate();
  const issuer = `${window.location.origin}/oidc`;
  const rows: [string, string][] = [
    [translate('screens.oauthClients.clientId'), String(record.id)],
    [translate('screens.oauthClients.issuer'), issuer],
    [translate('screens.oauthClients.discovery'), `${issuer}/.well-known/openid-configuration`],
  ];
  return (
    <PanelFrame title={translate('screens.oauthClients.credentials')}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{value}</Typography>
          </div>
        ))}
        <Typography variant="body2" color="text.secondary">
          {translate(record.public ? 'screens.oauthClients.publicHint' : 'screens.oauthClients.secretHint')}
        </Typography>
      </Box>
    </PanelFrame>
  );
}
