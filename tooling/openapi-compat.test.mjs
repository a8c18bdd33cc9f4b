import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyOpenApiChange } from './openapi-compat.mjs';

/** A small document shaped as the server writes it (OpenAPI 3.1, zod's JSON schemas, no $ref). */
function document() {
  const json = (schema) => ({ content: { 'application/json': { schema } } });
  const category = {
    type: 'object',
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      description: { type: ['string', 'null'] },
    },
    required: ['id', 'name', 'description'],
    additionalProperties: false,
  };
  const refused = {
    description: 'Refused',
    ...json({ type: 'object', properties: { message: { type: 'string' } } }),
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Logistics back-office API', version: '3.1.0' },
    paths: {
      '/api/categories/{name}': {
        get: {
          operationId: 'getCategory',
          summary: 'Get category',
          parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            200: {
              description: 'Default Response',
              ...json({
                type: 'object',
                properties: { category },
                required: ['category'],
                additionalProperties: false,
              }),
            },
            404: refused,
          },
        },
        patch: {
          operationId: 'updateCategory',
          summary: 'Update category',
          parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: {
            required: true,
            ...json({
              type: 'object',
              properties: {
                description: { type: ['string', 'null'] },
                version: { type: 'integer', minimum: 0 },
              },
              required: ['version'],
            }),
          },
          responses: {
            200: {
              description: 'Default Response',
              ...json({ type: 'object', properties: { category }, required: ['category'] }),
            },
            409: refused,
          },
        },
      },
      '/api/vehicles': {
        post: {
          operationId: 'createVehicle',
          summary: 'Create vehicle',
          requestBody: {
            required: true,
            ...json({
              type: 'object',
              properties: {
                vin: { type: 'string' },
                type: { type: 'string', enum: ['lorry', 'truck', 'van'] },
              },
              required: ['vin', 'type'],
            }),
          },
          responses: {
            201: {
              description: 'Default Response',
              ...json({ type: 'object', properties: { vin: { type: 'string' } } }),
            },
          },
        },
      },
    },
  };
}

/** The document after `change`, which edits a copy. */
function changed(change) {
  const copy = document();
  change(copy);
  return copy;
}
const categoryOf = (doc) =>
  doc.paths['/api/categories/{name}'].get.responses[200].content['application/json'].schema.properties
    .category;
const updateBody = (doc) =>
  doc.paths['/api/categories/{name}'].patch.requestBody.content['application/json'].schema;
const vehicleBody = (doc) => doc.paths['/api/vehicles'].post.requestBody.content['application/json'].schema;

describe('the weight of a change of the OpenAPI document, as Optic judges it', () => {
  it('is none when only info.version differs', async () => {
    const change = await classifyOpenApiChange(
      document(),
      changed((doc) => (doc.info.version = '4.0.0')),
    );
    expect(change).toEqual({ level: 'none', breaking: [], changes: 0 });
  });

  it.each([
    [
      'a response field is removed',
      (doc) => {
        delete categoryOf(doc).properties.description;
        categoryOf(doc).required = ['id', 'name'];
      },
      "cannot remove response property 'description'",
    ],
    ['a path is removed', (doc) => delete doc.paths['/api/vehicles'], 'cannot remove an operation'],
    [
      'a required body field is added',
      (doc) => {
        updateBody(doc).properties.colour = { type: 'string' };
        updateBody(doc).required.push('colour');
      },
      "cannot add a required request property 'colour'",
    ],
    [
      'a request enum is narrowed',
      (doc) => (vehicleBody(doc).properties.type.enum = ['lorry', 'truck']),
      "cannot remove enum option 'van'",
    ],
    [
      'a request type is narrowed',
      (doc) => (vehicleBody(doc).properties.vin = { type: 'integer' }),
      "expected request body property 'vin' not to be narrowed",
    ],
    [
      'a request field no longer takes null',
      (doc) => (updateBody(doc).properties.description = { type: 'string' }),
      'description',
    ],
    ['a response field becomes optional', (doc) => (categoryOf(doc).required = ['id', 'name']), 'optional'],
  ])('is major (breaking) when %s', async (_name, change, finding) => {
    const result = await classifyOpenApiChange(document(), changed(change));
    expect(result.level).toBe('major');
    expect(result.breaking.join('\n')).toContain(finding);
  });

  it.each([
    ['an optional request field is added', (doc) => (updateBody(doc).properties.colour = { type: 'string' })],
    ['a response field is added', (doc) => (categoryOf(doc).properties.colour = { type: 'string' })],
    [
      'a path is added',
      (doc) =>
        (doc.paths['/api/colours'] = {
          get: {
            operationId: 'listColours',
            summary: 'List colours',
            responses: { 200: { description: 'Default Response' } },
          },
        }),
    ],
    ['a request enum is widened', (doc) => vehicleBody(doc).properties.type.enum.push('airbus')],
  ])('is minor (not breaking) when %s', async (_name, change) => {
    const result = await classifyOpenApiChange(document(), changed(change));
    expect(result).toEqual(expect.objectContaining({ level: 'minor', breaking: [] }));
  });

  it('is patch when only a description changes', async () => {
    const result = await classifyOpenApiChange(
      document(),
      changed((doc) => (doc.paths['/api/vehicles'].post.summary = 'Adds a vehicle')),
    );
    expect(result).toEqual(expect.objectContaining({ level: 'patch', breaking: [] }));
  });
});

describe("on the server's committed document", () => {
  const committed = JSON.parse(readFileSync(join(__dirname, '..', 'server', 'openapi.json'), 'utf8'));
  const edited = (change) => {
    const copy = structuredClone(committed);
    change(copy);
    return copy;
  };
  const body = (operation) => operation.requestBody.content['application/json'].schema;
  const category = (doc) =>
    doc.paths['/api/categories/{name}'].get.responses[200].content['application/json'].schema.properties
      .category;

  it.each([
    ['a response field is removed', (doc) => delete category(doc).properties.description],
    ['a path is removed', (doc) => delete doc.paths['/api/categories/{name}']],
    [
      'a required body field is added',
      (doc) => {
        const schema = body(doc.paths['/api/categories/{name}'].patch);
        schema.properties.colour = { type: 'string' };
        schema.required.push('colour');
      },
    ],
    [
      'an enum of a request is narrowed',
      (doc) => {
        const type = body(doc.paths['/api/vehicles'].post).properties.type;
        type.enum = type.enum.slice(1);
      },
    ],
  ])('finds it breaking when %s', async (_name, change) => {
    const result = await classifyOpenApiChange(committed, edited(change));
    expect(result.level).toBe('major');
    expect(result.breaking.length).toBeGreaterThan(0);
  });

  it.each([
    ['an optional field is added', (doc) => (category(doc).properties.colour = { type: 'string' })],
    [
      'a path is added',
      (doc) => (doc.paths['/api/colours'] = { get: structuredClone(doc.paths['/api/categories'].get) }),
    ],
  ])('finds it not breaking when %s', async (_name, change) => {
    expect(await classifyOpenApiChange(committed, edited(change))).toEqual(
      expect.objectContaining({ level: 'minor', breaking: [] }),
    );
  });
});
