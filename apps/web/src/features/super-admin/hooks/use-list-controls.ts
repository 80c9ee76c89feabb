import { useEffect, useState } from 'react';

/** Typing pauses this long before the list is asked again, so each keystroke is not a request. */
export const SEARCH_DELAY_MS = 300;

export interface ListControls {
  page: number;
  /** What is in the search box. */
  searchText: string;
  /** What the list was last asked for: the search box once typing pauses, trimmed. */
  search: string;
  setPage(page: number): void;
  setSearchText(text: string): void;
}

/** Page and search of one list; a new search starts again from its first page. */
export function useListControls(): ListControls {
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');

  useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === search) return;
    const timer = setTimeout(() => {
      setSearch(trimmed);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  return { page, searchText, search, setPage, setSearchText };
}
