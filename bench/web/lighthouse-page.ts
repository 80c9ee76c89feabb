import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ensureChromium } from '../../e2e/support/chromium.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageFigures {
  scores: Record<Category, number | null>;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** Bytes over the wire for the whole load, as Lighthouse counted them. */
  transferredKb: number;
  /** Audits of the non-performance categories that did not pass, to say what a score lost. */
  failedAudits: string[];
  /**
   * Lighthouse's measure of this machine's speed at the time of the run. Its blocking time is the
   * machine's own task lengths slowed four times, so figures from a slower machine, or a busier
   * hour, are not comparable without it.
   */
  benchmarkIndex: number;
}

export interface LighthouseRun {
  figures: PageFigures;
  /** Lighthouse's whole report, for its viewer. */
  report: unknown;
}

// The flags known to work on these machines (docs: /work/shared/DESIGN.md).
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function audit(lhr: { audits: Record<string, { numericValue?: number }> }, id: string): number {
  return Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
}

export interface SessionCookie {
  name: string;
  value: string;
}

/**
 * Puts the session in the browser's cookie jar. Lighthouse keeps cookies between its storage
 * resets, and its `extraHeaders` do not reach the page's own fetches reliably.
 */
async function setCookies(port: number, url: string, cookies: SessionCookie[]): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const { hostname } = new URL(url);
    await browser.setCookie(
      ...cookies.map((cookie) => ({ ...cookie, domain: hostname, path: '/', httpOnly: true })),
    );
  } finally {
    await browser.disconnect();
  }
}

/**
 * One Lighthouse run of `url` in its default mode (a mid-range phone on simulated slow 4G), in a
 * Chromium of its own with a fresh profile, so no run inherits another's cache or service worker.
 */
export async function lighthousePage(url: string, cookies: SessionCookie[] = []): Promise<LighthouseRun> {
  // Chromium now and then records no navigation start; Lighthouse's own advice is to run again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, cookies);
    } catch (error) {
      if (!(error instanceof TraceLost) || attempt === 3) throw error;
    }
  }
}

/** A run whose trace Chromium did not record, which says nothing of the page. */
class TraceLost extends Error {}

async function runOnce(url: string, cookies: SessionCookie[]): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: CHROMIUM_FLAGS });
  try {
    if (cookies.length > 0) await setCookies(chrome.port, url, cookies);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError?.code === 'NO_NAVSTART') throw new TraceLost(lhr.runtimeError.message);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    // A lapsed session lands on another page, whose figures would pass for this one's.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url} ended at ${landed}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, lhr.categories[category]?.score ?? null]),
    ) as Record<Category, number | null>;
    const failedAudits = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    );
    const figures = {
      scores,
      firstContentfulPaintMs: audit(lhr, 'first-contentful-paint'),
      largestContentfulPaintMs: audit(lhr, 'largest-contentful-paint'),
      totalBlockingTimeMs: audit(lhr, 'total-blocking-time'),
      transferredKb: Math.round(audit(lhr, 'total-byte-weight') / 102.4) / 10,
      failedAudits,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
    return { figures, report: lhr };
  } finally {
    chrome.kill();
  }
}
