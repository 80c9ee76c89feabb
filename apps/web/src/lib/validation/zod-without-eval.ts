import { config } from 'zod/v4';

// zod compiles object parsers with `new Function` when it can, and finds out by trying once. The
// content security policy forbids eval (script-src 'self'), so in the browser every try is a
// reported violation. The web build resolves `zod` to this module (vite.config.ts), so zod starts
// in the mode that never evaluates strings, before any schema parses.
config({ jitless: true });

export * from 'zod/v4';
