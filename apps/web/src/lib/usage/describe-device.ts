import type { UsageDevice } from '@tera/domain';

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const familyOf = (userAgent: string, families: [RegExp, string][]) =>
  families.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other';

/**
 * The device as usage keeps it: families only, never the user-agent string itself
 * (docs/product/usage-analytics.md#what-is-collected).
 */
export function describeDevice(userAgent: string, width: number, height: number): UsageDevice {
  const tablet = /iPad|Tablet/.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent));
  const phone = !tablet && /Mobi|iPhone|Android/.test(userAgent);
  return {
    browser: familyOf(userAgent, BROWSERS),
    os: familyOf(userAgent, SYSTEMS),
    deviceType: tablet ? 'tablet' : phone ? 'phone' : 'desktop',
    screenSize: `${Math.round(width)}x${Math.round(height)}`,
  };
}
