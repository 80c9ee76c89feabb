import type { Rolldown } from 'vite';

type ModuleInfo = NonNullable<ReturnType<Rolldown.ChunkingContext['getModuleInfo']>>;

/**
 * The module through which the router loads the screens every signed-in person opens first: the
 * app's frame and their home, the dashboard (`homeFor` in src/lib/auth/return-path.ts). It stays
 * out of the `home` chunk: a module the router imports lazily becomes a file of its own, and inside
 * a named chunk that file would only pass on the chunk's exports, one such file per screen.
 */
export const HOME_SCREENS = 'src/app/home-screens.ts';

/**
 * The schemas of the reads every signed-in page makes before its first paint, which the app loads
 * beside those reads so that the public pages never run them; the shell asks for their chunk with
 * the page.
 */
export const FIRST_READ_SCHEMAS = 'src/lib/first-read-schemas.ts';

/**
 * The other screens a signed-in person often opens first, by address, with their sources: the
 * server asks for their chunks with the page (`FIRST_SCREENS_FILE`), as the shell asks for home's.
 */
export const OTHER_FIRST_SCREENS: Readonly<Record<string, string>> = {
  '/panel-lider': 'src/features/leader-panel/components/leader-panel-page.tsx',
};

/**
 * The screens reached without signing in (src/app/router.tsx, its public routes): the landing, the
 * sign-in screens, the super-admin's sign-in, unsubscribing and the page for an unknown address.
 */
export const PUBLIC_SCREENS =
  /\/src\/(app\/start-screens|features\/(landing|auth|unsubscribe|not-found)\/|features\/super-admin\/components\/super-admin-sign-in)/;

/** The page most visitors meet first, `/` signed out (src/app/start-screens.tsx). */
export const LANDING_SCREEN = 'src/features/landing/components/landing-page.tsx';

/** The domain's entry and its folders' (`export * from` lines only). */
const DOMAIN_BARREL = /\/packages\/domain\/src\/(?:[^/]+\/)?index\.ts$/;
/** The domain's modules that define these names, found through its entry's `export *` lines. */
function definedIn(info: (id: string) => ModuleInfo | null, barrel: string, names: string[]): string[] {
  return (info(barrel)?.importedIds ?? []).flatMap((child) => {
    // A folder's entry lists no name it passes on with `export *`: its modules are asked.
    if (DOMAIN_BARREL.test(child)) return definedIn(info, child, names);
    const exported = info(child)?.exports ?? [];
    return names.some((name) => exported.includes(name)) ? [child] : [];
  });
}

/** A package's entry that gathers its parts as namespaces, as radix-ui's does (`import * as Dialog from …`). */
const NAMESPACE_PART = /import\s*\*\s*as\s+(\w+)\s+from\s*["']([^"']+)["']/g;
const PACKAGE_OF = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//;

/** Each part's name and module id, or null when the module is not such an entry alone. */
function namespaceParts(module: ModuleInfo | null): Map<string, string> | null {
  if (!module?.code) return null;
  const parts = new Map<string, string>();
  for (const [, name, specifier] of module.code.matchAll(NAMESPACE_PART)) {
    const id = module.importedIds.find((imported) => imported.includes(`/node_modules/${specifier}/`));
    if (id) parts.set(name!, id);
  }
  // An entry with code of its own, or other imports, is followed whole.
  return parts.size > 0 && parts.size === module.importedIds.length ? parts : null;
}

/** The names a module takes from a package (the domain's entry among them), or null when its code does not tell. */
function namesTakenFrom(module: ModuleInfo, packageName: string): string[] | null {
  if (module.code === null) return null;
  const escaped = packageName.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const imports = new RegExp(`(?:import|export)\\s*\\{([^}]*)\\}\\s*from\\s*["']${escaped}["']`, 'g');
  return [...module.code.matchAll(imports)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0]!)
      .filter((name) => name !== ''),
  );
}

/**
 * The module and every module it imports (statically, or lazily too), by id. Through an entry that
 * names many modules only the modules that define the names taken are followed: the domain's entry
 * names every domain module and radix-ui's every primitive, most of which a screen never uses.
 * Followed whole, they would put into a screen's chunk the code of other screens that the bundle
 * keeps for them (the check-in's slider in the signed-in frame's chunk, say).
 */
function reachedFrom(
  info: (id: string) => ModuleInfo | null,
  ids: Iterable<string>,
  { lazily }: { lazily: boolean },
): Set<string> {
  const found = new Set<string>();
  const pending = [...ids];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (found.has(next)) continue;
    found.add(next);
    const module = info(next);
    if (!module) continue;
    const names = namesTakenFrom(module, '@tera/domain');
    for (const imported of [...module.importedIds, ...(lazily ? module.dynamicallyImportedIds : [])]) {
      if (DOMAIN_BARREL.test(imported) && names !== null) {
        pending.push(...definedIn(info, imported, names));
        continue;
      }
      const packageName = PACKAGE_OF.exec(imported)?.[1];
      const parts = packageName ? namespaceParts(info(imported)) : null;
      const taken = parts && packageName ? namesTakenFrom(module, packageName) : null;
      if (parts && taken) {
        found.add(imported);
        pending.push(...taken.flatMap((name) => parts.get(name) ?? []));
      } else pending.push(imported);
    }
  }
  return found;
}

/**
 * The chunks of the code a signed-in person's first screen needs, worked out from the module graph:
 * `start` holds what the entry imports, which every page runs (the entry stays a chunk of its own:
 * it waits for the first screen's chunks, which import `start`); `home` what the home screens
 * import that no public screen does; `common` what other public screens than the landing import
 * too, such as the forms' validation. What the landing imports too goes with `start`: every page
 * that loads `home` or the landing loads it, and it is one file fewer before their paint. Every
 * signed-in screen is drawn inside the signed-in frame, so it has all of them already; a public
 * screen loads `common` at most, so the landing and the sign-in page send none of `home`, and the
 * landing none of the sign-in forms' code.
 */
export function firstScreenChunks(root: string, entry: string) {
  let chunkOf: Map<string, string> | undefined;
  return (id: string, context: Rolldown.ChunkingContext): string | null => {
    if (!chunkOf) {
      const info = (moduleId: string) => context.getModuleInfo(moduleId);
      const entryId = `${root}/${entry}`;
      const everyModule = reachedFrom(info, [entryId], { lazily: true });
      const initial = reachedFrom(info, [entryId], { lazily: false });
      const publicScreens = [...everyModule].filter((moduleId) => PUBLIC_SCREENS.test(moduleId));
      const reachedPublicly = reachedFrom(info, publicScreens, { lazily: false });
      const reachedByLanding = reachedFrom(info, [`${root}/${LANDING_SCREEN}`], { lazily: false });
      const homeScreens = `${root}/${HOME_SCREENS}`;
      chunkOf = new Map();
      for (const moduleId of reachedFrom(info, [homeScreens], { lazily: false })) {
        if (reachedByLanding.has(moduleId)) chunkOf.set(moduleId, 'start');
        else chunkOf.set(moduleId, reachedPublicly.has(moduleId) ? 'common' : 'home');
      }
      for (const moduleId of initial) chunkOf.set(moduleId, 'start');
      // What another first screen shares with screens opened later would be small files of their
      // own, each a round trip before that screen's paint: it goes where the home screens' would.
      const lazilyImported = new Set(
        [...everyModule].flatMap((moduleId) => info(moduleId)?.dynamicallyImportedIds ?? []),
      );
      for (const screen of Object.values(OTHER_FIRST_SCREENS).map((source) => `${root}/${source}`)) {
        const reachedByOthers = reachedFrom(
          info,
          [...lazilyImported].filter((moduleId) => moduleId !== screen),
          { lazily: false },
        );
        for (const moduleId of reachedFrom(info, [screen], { lazily: false })) {
          if (moduleId === screen || chunkOf.has(moduleId) || !reachedByOthers.has(moduleId)) continue;
          if (reachedByLanding.has(moduleId)) chunkOf.set(moduleId, 'start');
          else chunkOf.set(moduleId, reachedPublicly.has(moduleId) ? 'common' : 'home');
        }
      }
      chunkOf.delete(entryId);
      chunkOf.delete(homeScreens);
    }
    return chunkOf.get(id) ?? null;
  };
}
