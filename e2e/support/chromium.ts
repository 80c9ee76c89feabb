import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

/** Debian's Chromium: installed on the spot when running as root, otherwise the exact command is named. */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo sh -c '${INSTALL_COMMAND}'`,
    );
  }
  execFileSync('sh', ['-c', `${INSTALL_COMMAND} >/dev/null`], { stdio: 'inherit', timeout: 600_000 });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Installing Chromium did not provide ${CHROMIUM_PATH}`);
  return CHROMIUM_PATH;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: ensureChromium(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
