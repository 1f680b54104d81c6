import { translate } from '../../i18n/server/translate.ts';
import { isRedirectUri } from '../../resources/validators.ts';
import type { FieldErrors } from '../http/http-error.ts';

export interface ClientInput {
  name: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

/** Per-field Dutch errors of a client registration (empty when it is valid). */
export function clientInputErrors(input: ClientInput): FieldErrors {
  const errors: FieldErrors = {};
  if (input.name.trim() === '' || input.name.length > 100)
    errors.name = [translate('server.oauth.client.nameRequired')];
  if (input.redirectUris.length === 0) {
    errors.redirectUris = [translate('server.oauth.client.redirectUriRequired')];
  }
  input.redirectUris.forEach((uri, index) => {
    if (!isRedirectUri(uri)) {
      errors[`redirectUris.${index}`] = [translate('server.oauth.client.redirectUriInvalid')];
    }
  });
  input.postLogoutRedirectUris.forEach((uri, index) => {
    if (!isRedirectUri(uri)) {
      errors[`postLogoutRedirectUris.${index}`] = [translate('server.oauth.client.redirectUriInvalid')];
    }
  });
  return errors;
}
