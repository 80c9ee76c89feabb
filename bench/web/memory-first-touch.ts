/**
 * How long this machine takes to hand a process new memory: milliseconds to write once into each
 * page of a fresh 256 MB. A browser loading a page takes new memory all the time (its heaps, its
 * processes). On these machines the figure varies from one machine and hour to another, and
 * Lighthouse's CPU index (a loop over memory already given) does not show it, so it is printed
 * beside the figures to set each run beside the machine it ran on.
 */
export function memoryFirstTouchMs(): number {
  const PAGE = 4096;
  const started = performance.now();
  const memory = Buffer.allocUnsafeSlow(256 * 2 ** 20);
  for (let offset = 0; offset < memory.length; offset += PAGE) memory[offset] = 1;
  return Math.round(performance.now() - started);
}
