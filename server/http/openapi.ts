import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { isApiPath, isHealthPath } from './api-paths.ts';
import { API_VERSION, API_VERSION_HEADER } from './api-version.ts';
import { XSRF_HEADER } from './csrf.ts';
import { publicRoutes } from './access.ts';

export const DOCS_PREFIX = '/api/docs';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface HeadersSchema {
  type: 'object';
  properties: Record<string, unknown>;
  required: string[];
}

function isHeadersSchema(value: unknown): value is HeadersSchema {
  return typeof value === 'object' && value !== null && 'properties' in value;
}

/** Documents the headers every API call carries (version; XSRF token on unsafe methods) on each operation. */
const transform: SwaggerTransform = (document) => {
  const result = jsonSchemaTransform(document);
  const { url, route } = document;
  // A route without a schema comes back without one.
  const schema = (result.schema as typeof result.schema | undefined) ?? {};
  if (!isApiPath(url) || isHealthPath(url) || ('hide' in schema && schema.hide)) return result;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const own = isHeadersSchema(schema.headers) ? schema.headers : undefined;
  const headers: HeadersSchema = {
    type: 'object',
    properties: {
      ...own?.properties,
      [API_VERSION_HEADER]: { type: 'string', enum: [API_VERSION], default: API_VERSION },
    },
    required: [...(own?.required ?? []), API_VERSION_HEADER],
  };
  if (methods.some((method) => !SAFE_METHODS.has(method))) {
    headers.properties[XSRF_HEADER] = {
      type: 'string',
      description: 'The value of the XSRF-TOKEN cookie (GET /api/session sets it).',
    };
    headers.required.push(XSRF_HEADER);
  }
  return { ...result, schema: { ...schema, headers } };
};

/**
 * OpenAPI 3.1 generated from the routes' zod schemas, at /api/docs (viewer) and /api/docs/json (document), only
 * when NODE_ENV is not production: in production the API's map is not handed to every visitor (there
 * /api/docs is an unknown /api path like any other).
 * Registered before any route so it sees them all, in the root scope so the version header, maintenance and
 * XSRF checks of /api do not apply to reading the docs. The viewer lives with the site's strict CSP unchanged:
 * @fastify/swagger-ui ships its scripts as files (no inline script, no eval), its styles are covered by
 * style-src 'unsafe-inline', its logo is a data: image, and the online validator badge is switched off.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  if (config.production) return;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.APP_NAME} API`,
        version: API_VERSION,
        description:
          'JSON over cookies. Send `X-Api-Version: 2025.1` on every call and, on every method but GET/HEAD, ' +
          '`X-XSRF-TOKEN` equal to the `XSRF-TOKEN` cookie. Errors: `{ message }`; validation: ' +
          '`422 { message, errors: { field: [messages] } }`. See docs/api.md.',
      },
    },
    transform,
  });
  await app.register(
    publicRoutes(async (scope: FastifyInstance) => {
      await scope.register(swaggerUi, {
        routePrefix: DOCS_PREFIX,
        validatorUrl: false,
        uiConfig: { deepLinking: true },
      });
    }),
  );
}
