import { isRouteErrorResponse } from 'react-router';

/** A readable account of any thrown value, for the technical-details section. */
export function describeThrown(error: unknown): string {
  if (isRouteErrorResponse(error)) return `HTTP ${error.status} ${error.statusText}`;
  if (error instanceof Error) {
    const heading = `${error.name}: ${error.message}`;
    // V8 repeats the heading as the first stack line; other engines do not.
    const frames = (error.stack ?? '').split('\n').filter((line) => line.trim() !== '' && line !== heading);
    return [heading, ...frames].join('\n');
  }
  return String(error);
}
