import '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { persist?: boolean; fedByCheckins?: boolean };
  }
}
