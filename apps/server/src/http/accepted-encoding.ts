import { parseAccept } from 'hono/utils/accept';

/**
 * The content coding to answer with, from those on offer (in the server's order of preference),
 * as an `Accept-Encoding` header allows: the highest quality wins, a tie goes to the earlier offer
 * and then to the raw bytes, and `q=0` refuses. Raw bytes are acceptable unless refused by name or
 * by `*`, and are also the answer when nothing is acceptable: a browser that refuses everything
 * still reads a page more readily than a 406.
 */
export function acceptedEncoding<C extends string>(
  header: string | undefined,
  offered: readonly C[],
): C | 'identity' {
  if (!header) return 'identity';
  const entries = parseAccept(header);
  const wildcard = entries.find((entry) => entry.type === '*')?.q;
  const quality = (coding: string) =>
    entries.find((entry) => entry.type.toLowerCase() === coding)?.q ?? wildcard;
  let chosen: C | 'identity' = 'identity';
  let chosenQuality = 0;
  for (const coding of [...offered, 'identity' as const]) {
    const q = quality(coding) ?? (coding === 'identity' ? 1 : 0);
    if (q > chosenQuality) {
      chosen = coding;
      chosenQuality = q;
    }
  }
  return chosen;
}
