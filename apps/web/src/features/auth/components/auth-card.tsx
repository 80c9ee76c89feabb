import type { ReactNode } from 'react';
import { SimpleHeader } from '../../../components/layout/simple-header';

/** The frame of every sign-in and sign-up screen: one centred card under the simple header. */
export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-surface-muted">
      <SimpleHeader />
      <main id="main" className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
        <div className="rounded-2xl border border-border bg-surface p-6 shadow-card sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-fg">{title}</h1>
          {lead && <p className="mt-2 text-fg-muted">{lead}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
