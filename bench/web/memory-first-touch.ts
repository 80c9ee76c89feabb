/**
 * How long this machine takes to hand a process new memory: milliseconds to write once into each
 * page of a fresh 256 MB. A browser loading a page takes new memory all the time (its heaps, its
 * processes), and on some of these machines that costs ten times what it costs on others, which
 * Lighthouse's CPU index (a loop over memory already given) does not show. Blocking time from a
 * machine where it is high is not comparable with one where it is low.
 */
export function memoryFirstTouchMs(): number {
  const PAGE = 4096;
  const started = performance.now();
  const memory = Buffer.allocUnsafeSlow(256 * 2 ** 20);
  for (let offset = 0; offset < memory.length; offset += PAGE) memory[offset] = 1;
  return Math.round(performance.now() - started);
}
