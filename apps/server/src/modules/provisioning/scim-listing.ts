import { Messages, Types, type Resources } from 'scimmy';
import { asInvalid } from './scim-input-errors.ts';

/** The most resources one page holds, as the service provider configuration says. */
export const SCIM_MAX_RESULTS = 200;
const DEFAULT_COUNT = 100;
const OPERANDLESS = new Set(['pr', 'np']);

type ResourceType = typeof Resources.User | typeof Resources.Group;
type Definition = Types.SchemaDefinition;

export interface ListParams {
  filter?: string | undefined;
  attributes?: string | undefined;
  excludedAttributes?: string | undefined;
  startIndex?: number | undefined;
  count?: number | undefined;
}

/** What a read asks for: which resources, which of their attributes, and which page. */
export interface ListQuery {
  filter: Types.Filter | undefined;
  attributes: Types.Filter | undefined;
  startIndex: number;
  count: number;
}

function ignoresCase(definition: Definition, path: string): boolean {
  try {
    const attribute = definition.attribute(path);
    return (
      attribute instanceof Types.Attribute &&
      ['string', 'reference'].includes(String(attribute.type)) &&
      attribute.config.caseExact !== true
    );
  } catch {
    return false;
  }
}

const pathOf = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * A value with the strings SCIM compares regardless of case (RFC 7643 §2.4, `caseExact` false)
 * lower-cased. scimmy's matcher compares literally, so both a filter's operands and the resources
 * it is matched against are folded alike.
 */
function foldValue(definition: Definition, value: unknown, path: string): unknown {
  if (Array.isArray(value)) return value.map((item) => foldValue(definition, item, path));
  if (typeof value === 'string') return ignoresCase(definition, path) ? value.toLowerCase() : value;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, foldValue(definition, item, pathOf(path, key))]),
    );
  }
  return value;
}

function foldExpression(definition: Definition, expression: unknown, path: string): unknown {
  if (!Array.isArray(expression)) {
    return Object.fromEntries(
      Object.entries(expression as object).map(([key, inner]) => [
        key,
        foldExpression(definition, inner, pathOf(path, key)),
      ]),
    );
  }
  if (expression.every(Array.isArray))
    return expression.map((inner) => foldExpression(definition, inner, path));
  const comparator = String(expression[0] === 'not' ? expression[1] : expression[0]);
  if (OPERANDLESS.has(comparator) || !ignoresCase(definition, path)) return [...expression];
  const last = expression.length - 1;
  return expression.map((part, index) =>
    index === last && typeof part === 'string' ? part.toLowerCase() : part,
  );
}

/** The list parameters as scimmy's resource class reads them (RFC 7644 §3.4.2). */
export function parseListQuery(resource: ResourceType, params: ListParams): ListQuery {
  const given = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
  const parsed = asInvalid('invalidFilter', () => new resource(undefined, given));
  const definition = resource.schema.definition;
  const filter =
    parsed.filter &&
    asInvalid(
      'invalidFilter',
      () => new Types.Filter(parsed.filter!.map((expression) => foldExpression(definition, expression, ''))),
    );
  return {
    filter,
    attributes: parsed.attributes,
    startIndex: parsed.constraints?.startIndex ?? 1,
    count: Math.min(parsed.constraints?.count ?? DEFAULT_COUNT, SCIM_MAX_RESULTS),
  };
}

/**
 * One equality every match must meet (`userName eq "…"`, as providers look a person up before
 * creating them), so the rows can be read by it rather than all of them. The filter still decides.
 */
export function requiredEquality<Name extends string>(
  filter: Types.Filter | undefined,
  names: readonly Name[],
): { name: Name; value: string } | undefined {
  if (filter?.length !== 1) return undefined;
  for (const [key, expression] of Object.entries(filter[0] as object)) {
    const name = names.find((known) => known.toLowerCase() === key.toLowerCase());
    if (name && Array.isArray(expression) && expression[0] === 'eq' && typeof expression[1] === 'string')
      return { name, value: expression[1] };
  }
  return undefined;
}

/** The resources the filter matches, in the order given, compared as SCIM compares each attribute. */
export function matching<T extends object>(
  resource: ResourceType,
  filter: Types.Filter | undefined,
  items: T[],
): T[] {
  if (!filter) return items;
  const definition = resource.schema.definition;
  const folded = items.map((item) => foldValue(definition, item, '') as object);
  const matched = new Set(asInvalid('invalidFilter', () => filter.match(folded)));
  return items.filter((_item, index) => matched.has(folded[index]!));
}

/**
 * One page of the matches as a ListResponse, presenting only that page: presenting a resource is
 * the costly part. scimmy cuts pages from a whole list, and cuts a page given alone a second time,
 * so it gets the page as one starting at 1 and the message then says where the page really starts.
 */
export function listResponse<T extends object>(query: ListQuery, matches: T[], present: (item: T) => object) {
  const page = matches.slice(query.startIndex - 1, query.startIndex - 1 + query.count).map(present);
  const message = new Messages.ListResponse(page as never[], {
    totalResults: matches.length,
    itemsPerPage: page.length,
  });
  return { ...message, startIndex: query.startIndex };
}
