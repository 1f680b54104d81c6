import { translate } from '../../i18n/server-translate.ts';
import type { FieldErrors } from '../http/http-error.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A redirect URI we accept: absolute https (or http on a loopback host, for development), without a fragment. */
export function isValidRedirectUri(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash !== '' || value.includes('#') || url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

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
    if (!isValidRedirectUri(uri)) {
      errors[`redirectUris.${index}`] = [translate('server.oauth.client.redirectUriInvalid')];
    }
  });
  input.postLogoutRedirectUris.forEach((uri, index) => {
    if (!isValidRedirectUri(uri)) {
      errors[`postLogoutRedirectUris.${index}`] = [translate('server.oauth.client.redirectUriInvalid')];
    }
  });
  return errors;
}
