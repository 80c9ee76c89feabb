import { fileURLToPath } from 'node:url';

/**
 * The server package's folder. This file sits one level below it in `src/`, as the compiled
 * `dist/main.js` does, so one relative step finds it from the sources and from the build alike.
 * Files the server reads at run time (migrations, the web build, the docs) are named from here.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
