/**
 * A query option (`throwOnError`) for a card inside an IsolatedSection: a failure that leaves the
 * card with nothing to show goes to the section's error panel, while a failed refresh of figures
 * already shown keeps showing them.
 */
export function throwWhenEmpty(_error: unknown, query: { state: { data: unknown } }): boolean {
  return query.state.data === undefined;
}
