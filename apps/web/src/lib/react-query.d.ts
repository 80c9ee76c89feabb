import '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      persist?: boolean;
      fedByCheckins?: boolean;
      /** `false` for what is about Tera rather than a person (its status): kept when a session ends. */
      personal?: boolean;
    };
  }
}
