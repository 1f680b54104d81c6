import type { ApiError } from './api-error.ts';

/** The body react-admin reads: `body.errors` (field → message) fills the form's server-side errors. */
export interface DataProviderErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/**
 * What the data provider rejects with: react-admin's HttpError shape (`message`, `status`, `body`). On 422,
 * `body.errors` maps each field onto one message (react-admin's forms want a string per field).
 */
export class DataProviderError extends Error {
  readonly status: number;
  readonly body: DataProviderErrorBody;

  constructor(message: string, status: number, body: DataProviderErrorBody) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

export function toDataProviderError(error: ApiError): DataProviderError {
  const fields = Object.entries(error.errors);
  const body: DataProviderErrorBody = { message: error.message };
  if (fields.length > 0)
    body.errors = Object.fromEntries(fields.map(([field, messages]) => [field, messages.join(' ')]));
  return new DataProviderError(error.message, error.status, body);
}
