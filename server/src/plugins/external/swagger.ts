import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SHARED_VERSION } from '@logistics/shared/contracts/version';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Transform = typeof jsonSchemaTransform;

const messageSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
};

/** What a route that answers a file declares in its config, for the OpenAPI document. */
interface BinaryResponse {
  description: string;
  types: readonly string[];
  /** Refusals it answers as JSON `{ message }`, when the route declares no response schema. */
  errors?: readonly number[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    binaryResponse?: BinaryResponse;
  }
}

/** `inventory-employments` → `InventoryEmployments`: a resource's name inside an operation id. */
export const pascal = (segment: string) =>
  segment
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
const singular = (word: string) => (word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.replace(/s$/, ''));

/**
 * The id a generated client names an operation by, from the API resource's own name: list/create on a
 * collection (`listSales`, `createSale`), get/replace/update/delete on one row (`getSale`, `replaceSale`,
 * `updateSale`, `deleteSale`); a further segment follows (`getSaleHistory`, `getDashboardSummary`). A route whose
 * name does not follow from its path (`login`, `uploadImage`) names itself with `operationId` in its schema.
 */
export function operationIdOf(method: string, path: string): string {
  const segments = path.replace(/^\/api\//, '').split('/');
  const words: string[] = [];
  segments.forEach((segment, index) => {
    if (segment.startsWith('{')) return;
    const keyed = segments[index + 1]?.startsWith('{') ?? false;
    const last = index === segments.length - 1;
    // A collection read whole is plural (listSales); one row of it is singular (getSale).
    words.push(pascal(keyed || (last && method === 'POST') ? singular(segment) : segment));
  });
  const verbs: Record<string, string> = { POST: 'create', PUT: 'replace', PATCH: 'update', DELETE: 'delete' };
  const verb =
    method === 'GET' ? (segments.length === 1 ? 'list' : 'get') : (verbs[method] ?? method.toLowerCase());
  return `${verb}${words.join('')}`;
}

/** "listSales" → "List sales": the one-line summary the tools show beside the id. */
function summaryOf(operationId: string): string {
  const words = operationId.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The zod transform, plus what the OpenAPI tools expect of every operation: an operationId and a summary, a
 * declared security (none on the public routes: health, sign-in, images), and `{path}` for the image route's
 * wildcard, which OpenAPI cannot name `*`.
 */
const transform: Transform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const path = url.replace(/\/\*$/, '/{path}').replace(/:([A-Za-z_]+)/g, '{$1}');
  const method = [input.route.method].flat()[0] ?? 'GET';
  // A route may name its operation itself; otherwise the name follows from method and path.
  const operationId =
    typeof schema.operationId === 'string' ? schema.operationId : operationIdOf(method, path);
  const described: Record<string, unknown> = {
    ...schema,
    operationId,
    summary: typeof schema.summary === 'string' ? schema.summary : summaryOf(operationId),
    security: 'security' in schema ? schema.security : [],
  };
  const binary = (input.route.config as { binaryResponse?: BinaryResponse } | undefined)?.binaryResponse;
  if (binary) {
    // Bytes, not JSON: no zod schema describes them (the route sends a Buffer or a stream).
    const file = { type: 'string', format: 'binary' };
    described.response = {
      200: {
        description: binary.description,
        content: Object.fromEntries(binary.types.map((type) => [type, { schema: file }])),
      },
      ...Object.fromEntries(
        (binary.errors ?? []).map((status) => [
          status,
          { description: 'Refused', content: { 'application/json': { schema: messageSchema } } },
        ]),
      ),
      ...(schema.response as object | undefined),
    };
  }
  const params = schema.params as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  if (params?.properties && '*' in params.properties) {
    const { '*': wildcard, ...rest } = params.properties;
    described.params = { ...params, properties: { ...rest, path: wildcard }, required: ['path'] };
  }
  return { schema: described, url: path };
};

/** The OpenAPI document, generated from the routes' zod schemas; the UI lives at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        // 3.1: a nullable field is a JSON Schema union with null, which every tool reads (3.0's `nullable`
        // beside an anyOf is not valid there).
        openapi: '3.1.0',
        info: {
          title: 'Logistics back-office API',
          description: 'Every error answers { "message": string }.',
          // The API's contract is the shared package's contracts: one version for both.
          version: SHARED_VERSION,
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        servers: [{ url: '/', description: 'The server that serves this document' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
