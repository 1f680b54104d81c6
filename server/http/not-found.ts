import { translate } from '../../i18n/server/translate.ts';
import { HttpError } from './http-error.ts';

/** Not-found handler: JSON 404 `{ message: 'Niet gevonden.' }` through the error envelope. */
export async function notFound(): Promise<never> {
  throw new HttpError(404, translate('server.notFound'));
}
