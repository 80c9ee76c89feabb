import type { ReactNode } from 'react';

/** A signed-in page's title and the sentence under it that says what the page is for. */
export function PageHeader({ title, lead }: { title: ReactNode; lead: ReactNode }) {
  return (
    <header>
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">{title}</h1>
      <p className="mt-1 text-fg-muted">{lead}</p>
    </header>
  );
}
