import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PDFTOPPM = process.env.PDFTOPPM_PATH ?? '/usr/bin/pdftoppm';
const PDFTOTEXT = process.env.PDFTOTEXT_PATH ?? '/usr/bin/pdftotext';
const INSTALL_COMMAND = 'apt-get update && apt-get install -y poppler-utils';

/** Debian's poppler-utils, to render and read a PDF: installed on the spot as root, else named. */
export function ensurePoppler(): { pdftoppm: string; pdftotext: string } {
  if (!existsSync(PDFTOPPM) || !existsSync(PDFTOTEXT)) {
    if (process.getuid?.() !== 0) {
      throw new Error(`pdftoppm is missing. Install poppler-utils with: sudo sh -c '${INSTALL_COMMAND}'`);
    }
    execFileSync('sh', ['-c', `${INSTALL_COMMAND} >/dev/null`], { stdio: 'inherit', timeout: 600_000 });
  }
  return { pdftoppm: PDFTOPPM, pdftotext: PDFTOTEXT };
}
