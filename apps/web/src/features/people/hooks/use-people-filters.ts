import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { peopleQuerySchema, type PeopleQuery } from '@tera/domain';

export type PeopleFilterName = 'search' | 'teamId' | 'department' | 'role' | 'status';

const FILTER_NAMES: PeopleFilterName[] = ['search', 'teamId', 'department', 'role', 'status'];
/** Typing pauses this long before the list is asked again, so each keystroke is not a request. */
const SEARCH_PAUSE_MS = 300;

/**
 * The filters live in the address, so a filtered list can be reloaded, shared or reached with
 * Back. The search box keeps its own text and reaches the address once typing pauses.
 */
export function usePeopleFilters() {
  const [params, setParams] = useSearchParams();
  const filters: PeopleQuery = useMemo(() => {
    const raw = Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? undefined]));
    const parsed = peopleQuerySchema.safeParse(raw);
    return parsed.success ? parsed.data : {};
  }, [params]);
  const [searchText, setSearchText] = useState(filters.search ?? '');

  const setFilter = useCallback(
    (name: PeopleFilterName, value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    if (searchText.trim() === (filters.search ?? '')) return;
    const timer = setTimeout(() => setFilter('search', searchText.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.search, setFilter]);

  const clear = useCallback(() => {
    setSearchText('');
    setParams(new URLSearchParams(), { replace: true });
  }, [setParams]);

  const isFiltered = FILTER_NAMES.some((name) => filters[name] !== undefined);
  return { filters, searchText, setSearchText, setFilter, clear, isFiltered };
}
