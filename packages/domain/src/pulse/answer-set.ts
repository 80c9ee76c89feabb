/**
 * A set of a week's answers, by their place in the week, one bit each: the tag release compares
 * every published set with every other, and at a company's size a week holds tens of thousands of
 * answers, so sets are compared 32 answers at a time.
 */
export type AnswerSet = Uint32Array;

export function emptySet(size: number): AnswerSet {
  return new Uint32Array(Math.ceil(size / 32));
}

export function add(set: AnswerSet, index: number): void {
  set[index >>> 5]! |= 1 << (index & 31);
}

export function has(set: AnswerSet, index: number): boolean {
  return (set[index >>> 5]! & (1 << (index & 31))) !== 0;
}

function bits(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function sizeOf(set: AnswerSet): number {
  let size = 0;
  for (const word of set) size += bits(word);
  return size;
}

/** How many answers both sets hold. */
export function overlap(a: AnswerSet, b: AnswerSet): number {
  let size = 0;
  for (let i = 0; i < a.length; i += 1) size += bits(a[i]! & b[i]!);
  return size;
}

/** The answers of `a` that `b` does not hold. */
export function without(a: AnswerSet, b: AnswerSet): AnswerSet {
  return a.map((word, i) => word & ~b[i]!);
}

/** Every answer of a week of `size` answers that `set` does not hold. */
export function complement(set: AnswerSet, size: number): AnswerSet {
  const rest = set.map((word) => ~word);
  const tail = size & 31;
  if (tail !== 0) rest[rest.length - 1]! &= (1 << tail) - 1;
  return rest;
}

export function union(a: AnswerSet, b: AnswerSet): AnswerSet {
  return a.map((word, i) => word | b[i]!);
}

export function forEachIn(set: AnswerSet, visit: (index: number) => void): void {
  set.forEach((word, w) => {
    for (let rest = word; rest !== 0; rest &= rest - 1) visit((w << 5) + (31 - Math.clz32(rest & -rest)));
  });
}
