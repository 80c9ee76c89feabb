/** What signing out needs of a running capture; the capture's own code loads after the first paint. */
interface EndableCapture {
  end(): Promise<void>;
}

let active: EndableCapture | null = null;

export function holdUsageCapture(capture: EndableCapture): void {
  active = capture;
}

/** Lets go of a capture that has stopped, unless a newer one has taken its place. */
export function releaseUsageCapture(capture: EndableCapture): void {
  if (active === capture) active = null;
}

/** Ends the running capture's session before signing out ends the right to send it. */
export function endUsageSession(): Promise<void> {
  return active?.end() ?? Promise.resolve();
}
