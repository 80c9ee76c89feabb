// Runs the prerender bundle in its own process with a document around it, as the app's modules
// expect one when they load (the language detector, the saved read cache), and writes what it
// renders as JSON. Usage: node render-in-document.mjs <prerender bundle> <output file>
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

const [bundle, output] = process.argv.slice(2);
const { window } = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
  url: 'http://localhost/',
});
for (const name of ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location']) {
  Object.defineProperty(globalThis, name, { value: window[name], configurable: true, writable: true });
}

const { renderEveryPublicPage } = await import(pathToFileURL(bundle).href);
writeFileSync(output, JSON.stringify(await renderEveryPublicPage()));
// The app's timers (the read cache's clean-up, its persistence) would keep this process alive.
process.exit(0);
