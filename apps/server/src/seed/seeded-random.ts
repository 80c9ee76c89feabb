export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  between(min: number, max: number): number;
  pick<T>(options: readonly T[]): T;
}

/** FNV-1a: turns a key (a person's address) into a stable seed, so their demo history is the same every run. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough for plausible demo and benchmark data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    pick: (options) => {
      const option = options[Math.floor(next() * options.length)];
      if (option === undefined) throw new RangeError('Cannot pick from an empty list');
      return option;
    },
  };
}

export function randomFor(key: string): Random {
  return seededRandom(hashText(key));
}
