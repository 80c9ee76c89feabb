import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ApiDocument } from '../../src/http/api-document.ts';

type Json = Record<string, unknown>;

interface DocumentedResponse {
  headers?: Record<string, { required?: boolean }>;
  content?: Record<string, { schema?: Json }>;
}

interface Operation {
  method: string;
  label: string;
  pattern: RegExp;
  /** Fewer placeholders win: `/companies/slug-availability` over `/companies/{slug}`. */
  placeholders: number;
  responses: Record<string, DocumentedResponse>;
}

/** Paths under /api the document leaves out on purpose: itself and the orchestrator's probes. */
const UNDOCUMENTED = new Set(['/api/v1/openapi.json', '/api/health', '/api/ready']);
const SCHEMAS_ID = 'https://tera.local/openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function operationsOf(document: ApiDocument): Operation[] {
  const base = document.servers?.[0]?.url ?? '';
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) => {
    const itemBase = item.servers?.[0]?.url ?? base;
    const source = `${itemBase}${path}`.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    return METHODS.filter((method) => item[method as 'get']).map((method) => ({
      method: method.toUpperCase(),
      label: `${method.toUpperCase()} ${itemBase}${path}`,
      pattern: new RegExp(`^${source}/?$`),
      placeholders: (path.match(/\{/g) ?? []).length,
      responses: item[method as 'get']!.responses as Record<string, DocumentedResponse>,
    }));
  });
}

/** The document's schemas as one JSON Schema Ajv can resolve the responses' `$ref`s in. */
function withSchemasId(schema: unknown): Json {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${SCHEMAS_ID}#/$defs/`),
  ) as Json;
}

const mediaType = (header: string | null) => header?.split(';')[0]?.trim().toLowerCase() ?? '';

/** The body as the client reads it, in whichever coding it travelled. */
async function bodyText(response: Response): Promise<string> {
  const sent = Buffer.from(await response.clone().arrayBuffer());
  const coding = response.headers.get('content-encoding');
  if (coding === 'br') return brotliDecompressSync(sent).toString();
  if (coding === 'gzip') return gunzipSync(sent).toString();
  return sent.toString();
}

/**
 * Holds every answer of the API suite to the served document: its status must be documented on
 * the operation, its content type among the documented ones, its JSON body valid against the
 * documented schema and its required headers present. A path no operation matches must be the
 * API's not-found answer.
 */
export class ResponseContract {
  readonly #ajv = new Ajv2020({ allErrors: true });
  readonly #operations: Operation[];
  readonly #validators = new Map<Json, ValidateFunction>();
  readonly #notFound: DocumentedResponse;

  constructor(document: ApiDocument) {
    addFormats(this.#ajv);
    this.#ajv.addSchema(withSchemasId({ $id: SCHEMAS_ID, $defs: document.components?.schemas ?? {} }));
    this.#operations = operationsOf(document);
    this.#notFound = {
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError404' } } },
    };
  }

  async check(method: string, url: string, response: Response): Promise<void> {
    const path = new URL(url, 'http://localhost').pathname;
    if (!path.startsWith('/api/') || UNDOCUMENTED.has(path)) return;
    const asked = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    const operation = this.#operations
      .filter((candidate) => candidate.method === asked && candidate.pattern.test(path))
      .sort((a, b) => a.placeholders - b.placeholders)[0];
    const label = operation ? `${operation.label} (${method} ${url})` : `${method} ${url}`;
    const documented = operation ? operation.responses[String(response.status)] : this.#notFound;
    if (!documented || (!operation && response.status !== 404)) {
      const known = operation ? Object.keys(operation.responses).join(', ') : '404 only';
      throw new Error(`${label} answered ${response.status}, which is not documented (${known})`);
    }
    for (const [name, header] of Object.entries(documented.headers ?? {})) {
      if (header.required && !response.headers.has(name))
        throw new Error(`${label} answered ${response.status} without its required ${name} header`);
    }
    await this.#checkBody(label, method, response, documented);
  }

  async #checkBody(label: string, method: string, response: Response, documented: DocumentedResponse) {
    const contentType = mediaType(response.headers.get('content-type'));
    const media = documented.content ?? {};
    if (Object.keys(media).length === 0) {
      if ((await bodyText(response)) !== '')
        throw new Error(`${label} answered ${response.status} with a body where none is documented`);
      return;
    }
    const expected = media[contentType];
    if (!expected) {
      const known = Object.keys(media).join(', ');
      throw new Error(`${label} answered ${response.status} as '${contentType}', documented: ${known}`);
    }
    if (contentType !== 'application/json' || method.toUpperCase() === 'HEAD' || !expected.schema) return;
    const body: unknown = JSON.parse(await bodyText(response));
    const validate = this.#validatorFor(expected.schema);
    if (!validate(body)) {
      const problems = this.#ajv.errorsText(validate.errors, { separator: '\n  ' });
      const shown = JSON.stringify(body).slice(0, 600);
      throw new Error(
        `${label} answered ${response.status} with a body off its schema:\n  ${problems}\n${shown}`,
      );
    }
  }

  #validatorFor(schema: Json): ValidateFunction {
    let validate = this.#validators.get(schema);
    if (!validate) {
      validate = this.#ajv.compile(withSchemasId(schema));
      this.#validators.set(schema, validate);
    }
    return validate;
  }
}

let shared: { text: string; contract: ResponseContract } | undefined;

/** One contract per document: every test app serves the same one, so it is compiled once. */
export function responseContractFor(documentText: string): ResponseContract {
  if (shared?.text !== documentText) {
    shared = { text: documentText, contract: new ResponseContract(JSON.parse(documentText) as ApiDocument) };
  }
  return shared.contract;
}
