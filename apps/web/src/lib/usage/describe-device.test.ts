import { describe, expect, it } from 'vitest';
import { describeDevice } from './describe-device';

describe('describeDevice', () => {
  it('keeps families, never the user-agent string', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    expect(describeDevice(iphone, 390, 844)).toEqual({
      browser: 'Safari',
      os: 'iOS',
      deviceType: 'phone',
      screenSize: '390x844',
    });
  });

  it('tells a tablet from a phone and a desktop', () => {
    const tablet =
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
    const desktop =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0';
    expect(describeDevice(tablet, 1280, 800)).toMatchObject({
      os: 'Android',
      deviceType: 'tablet',
      browser: 'Chrome',
    });
    expect(describeDevice(desktop, 1920, 1080)).toMatchObject({
      os: 'Windows',
      deviceType: 'desktop',
      browser: 'Edge',
    });
  });
});
