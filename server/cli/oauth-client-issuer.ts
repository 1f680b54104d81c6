import { translate } from '../../i18n/server/translate.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { recordedIssuer } from '../oauth/issuer-record.ts';
import { OIDC_PREFIX } from '../oauth/provider.ts';

export interface CommandIssuer {
  issuer: string;
  /** Said beside the issuer when this shell's configuration does not (or cannot) confirm it. */
  warning?: string;
}

/**
 * The issuer `npm run oauth:client` announces: the one the server that last started on this database runs with
 * (server/oauth/issuer-record.ts), since the command's shell often lacks the server's APP_URL; this shell's own
 * configuration only when no server has started yet.
 */
export async function issuerForCommand(
  db: Db,
  config: Pick<Config, 'APP_URL' | 'PORT'>,
): Promise<CommandIssuer> {
  const configured = `${config.APP_URL}${OIDC_PREFIX}`;
  const issuer = await recordedIssuer(db);
  if (issuer === undefined)
    return { issuer: configured, warning: translate('server.oauth.cli.issuerNotRecorded') };
  if (issuer === configured) return { issuer };
  // A shell without APP_URL gets the default; only a differing APP_URL that was set deserves a word.
  if (config.APP_URL === `http://localhost:${config.PORT}`) return { issuer };
  return { issuer, warning: translate('server.oauth.cli.issuerDiffers', { configured, issuer }) };
}
