// The published reply contract (contract §9): `docs/api/openapi.json`, OpenAPI 3.1, written
// by `npm run api-contract` (`writeOpenApi`, through scripts/run-ts.mjs) from the app's own table of calls (src/app/endpoints.ts:
// each call's path, flags and body as its part writes it) and its reply schemas (each part's replies module), so the document says what the app accepts, no more and no less.
// tests/apiContract.test.ts fails when the file is stale.
import { writeFileSync } from 'node:fs';
import { type ConversionConfig, toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { BodyField, EndpointSpec } from '../contract/endpoint';
import { amount, count, flag, id, optionalId, rouletteType, shown } from '../contract/replies/parts';
import { ENDPOINTS_BY_PART } from '../src/app/endpoints';

/** A body field as the document writes it, from how its endpoint describes it (`contract/endpoint.ts`). */
function fieldSchema(field: BodyField): object {
  if (typeof field === 'object')
    return { type: 'string', enum: [...field.oneOf], description: field.description };
  return FIELD_KINDS[field];
}

const FIELD_KINDS: Record<Exclude<BodyField, object>, object> = {
  text: { type: 'string' },
  page: { type: 'integer', minimum: 1 },
  flag: { type: 'boolean' },
  amount: {
    type: 'string',
    pattern: '^\\d{1,15}(\\.\\d)?$',
    description: 'A decimal, at most one fraction digit.',
  },
  cipher: {
    type: 'string',
    description: 'RSA-OAEP (SHA-256) under config.json `passwordPublicKey`, base64.',
  },
};

/** The tolerant reader's shared pieces (contract/replies/parts.ts), each once under `components.schemas`. */
const PIECES = {
  Id: id,
  OptionalId: optionalId,
  Count: count,
  Flag: flag,
  Amount: amount,
  Shown: shown,
  RewardKind: rouletteType,
};

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect), as the app accepts a reply (its input, before reading). */
const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'ignore',
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
};

function jsonSchemaOf(schema: v.GenericSchema): Record<string, unknown> {
  const {
    $schema: _dialect,
    $defs: _pieces,
    ...rest
  } = toJsonSchema(schema, { ...CONVERSION, definitions: PIECES }) as Record<string, unknown>;
  return rest;
}

/** The pieces themselves, each without a reference to itself. */
function piecesSchemas(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(PIECES).map(([name, schema]) => [
      name,
      toJsonSchemaDefs({ [name]: schema }, { ...CONVERSION, overrideRef: () => null })[name],
    ]),
  );
}

const header = (name: string, description: string, required = false, example?: string) => ({
  name,
  in: 'header',
  required,
  description,
  schema: { type: 'string', ...(example ? { example } : {}) },
});

const HEADERS = [
  header('X-Device', 'The login site of the device channel: `mobile`, `apk` or `ipa`.', true, 'mobile'),
  header('X-Version', 'The client version (config.json `clientVersion`).', true, '1.19.1'),
  header('Authorization', '`Bearer {token cookie}` when a member is logged in.'),
  header(
    'X-XSRF-TOKEN',
    'The value of the `XSRF-TOKEN` cookie set by `GET /api/antiforgery`; sent on every call to the API of the page’s own origin.',
  ),
  header(
    'Idempotency-Key',
    'A UUID per intent of the member; the same again when that intent is re-sent, never with another body. A key seen before gets its first answer again, nothing is applied twice; with another body it is refused with HTTP 422 and errorCode 2 `com_idempotency_mismatch` (contract §10).',
    true,
  ),
  header(
    'X-Reauth-Token',
    'The `reauthToken` of the `checkpassword` answer just before (contract §9), when the server gave one: single use, bound to the session and to the call the check named in `operation` (contract §10). A server that gives none gets no header.',
  ),
];
const ref = (name: string) => ({ $ref: `#/components/parameters/${name}` });
const COMMON_HEADERS = ['X-Device', 'X-Version', 'Authorization', 'X-XSRF-TOKEN'].map(ref);
const IDEMPOTENCY = ref('Idempotency-Key');
const REAUTH = ref('X-Reauth-Token');

const ERROR_DATA = {
  type: 'object',
  description: 'The data of a reply whose errorCode is not 0.',
  properties: {
    resorceCode: {
      type: 'array',
      items: { type: 'string' },
      description: 'Message keys; the first is shown.',
    },
    resorceCodeFormat: {
      type: 'object',
      properties: { key: { type: 'string' }, format: { type: 'array', items: { type: 'string' } } },
      required: ['key', 'format'],
      description: 'A message key whose `{0}`, `{1}`, … are replaced by the entries of `format`.',
    },
  },
};

/** The flags of a call, for people reading the document. */
function notesOf(spec: EndpointSpec): string {
  const notes = [
    spec.sid ? 'The client adds `sid` (the `sessionId` cookie) to the body.' : '',
    spec.money
      ? 'Moves money: never sent twice by the app; an unknown outcome makes it read the balances again.'
      : '',
    spec.silent ? 'Business errors are not shown to the member.' : '',
  ];
  return notes.filter(Boolean).join(' ');
}

async function operationOf(name: string, spec: EndpointSpec, part: string) {
  const fields: Record<string, BodyField> = { ...(spec.sid ? { sid: 'text' } : {}), ...spec.body };
  const properties = Object.fromEntries(
    Object.entries(fields).map(([field, kind]) => [field, fieldSchema(kind)]),
  );
  const schema = (await spec.replies()).default.replies[name];
  if (!schema) throw new Error(`${name}: its replies module holds no schema`);
  return {
    post: {
      operationId: name,
      tags: [part],
      ...(notesOf(spec) ? { description: notesOf(spec) } : {}),
      parameters: [
        ...COMMON_HEADERS,
        ...(spec.idempotent ? [IDEMPOTENCY] : []),
        ...(spec.reauth ? [REAUTH] : []),
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: { type: 'object', properties, required: Object.keys(properties) },
          },
        },
      },
      responses: {
        '200': {
          description:
            'The envelope. With errorCode 0, `data` is read as below (unknown fields are ignored); otherwise `data` is ErrorData.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  errorCode: {
                    type: 'integer',
                    description: '0 for success; the others: docs/api/README.md.',
                  },
                  data: {
                    anyOf: [jsonSchemaOf(schema), { $ref: '#/components/schemas/ErrorData' }],
                  },
                },
                required: ['errorCode', 'data'],
              },
            },
          },
        },
      },
    },
  };
}

/** The whole document. */
export async function openApiDocument() {
  const paths: Record<string, unknown> = {
    '/api/antiforgery': {
      get: {
        operationId: 'antiforgery',
        tags: ['kernel'],
        description:
          'Called once at start, before any other call: sets the `XSRF-TOKEN` cookie, whose value the app then sends as `X-XSRF-TOKEN`.',
        responses: { '200': { description: 'Any body; the cookie is what counts.' } },
      },
    },
  };
  for (const [part, table] of Object.entries(ENDPOINTS_BY_PART))
    for (const [name, spec] of Object.entries(table) as [string, EndpointSpec][])
      paths[spec.path] = await operationOf(name, spec, part);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lotus Play mobile front end: the calls it makes and the replies it accepts',
      version: '1.19.1',
      description:
        "Generated by `npm run api-contract` from the table of calls (src/app/endpoints.ts: the kernel's and each feature's `contract/endpoints.ts`) and their reply schemas; do not edit by hand. Each reply schema is what the app accepts: ids may be strings or integers, counts and flags numeric strings or 0/1, fields not listed as required may be left out, unknown fields are ignored; money is a decimal string or a JSON number with at most one fraction digit. See docs/api/README.md.",
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [
      { url: '/', description: 'The API base (config.json `apiBase`; empty: the page’s own origin).' },
    ],
    paths,
    components: {
      schemas: { ErrorData: ERROR_DATA, ...piecesSchemas() },
      parameters: Object.fromEntries(HEADERS.map((h) => [h.name, h])),
    },
  };
}

/** The document as the file holds it. */
export const openApiText = async () => `${JSON.stringify(await openApiDocument(), null, 2)}\n`;

/** `npm run api-contract`: writes the file. */
export async function writeOpenApi(): Promise<number> {
  const file = new URL('../docs/api/openapi.json', import.meta.url);
  writeFileSync(file, await openApiText());
  console.log(`Wrote ${file.pathname}`);
  return 0;
}
