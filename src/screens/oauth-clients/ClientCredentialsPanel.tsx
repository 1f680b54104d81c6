import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ExtensionProps } from '../../framework/extensions.ts';

/** What the app's developer needs: the client id, the issuer and the discovery URL (extension `oauth-clients/secret`). */
export default function ClientCredentialsPanel({ record }: ExtensionProps) {
  const translate = useTranslate();
  const issuer = `${window.location.origin}/oidc`;
  const rows: [string, string][] = [
    [translate('screens.oauthClients.clientId'), String(record.id)],
    [translate('screens.oauthClients.issuer'), issuer],
    [translate('screens.oauthClients.discovery'), `${issuer}/.well-known/openid-configuration`],
  ];
  return (
    <Card variant="outlined">
      <CardHeader title={translate('screens.oauthClients.credentials')} />
      <CardContent sx={{ display: 'grid', gap: 1.5, pt: 0 }}>
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
      </CardContent>
    </Card>
  );
}
