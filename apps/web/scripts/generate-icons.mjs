// Draws the app icons as real PNG files with nothing but zlib, so the manifest icons need no
// image tooling. Run with `node apps/web/scripts/generate-icons.mjs`; the output is committed.
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import { URL } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT_DIR = new URL('../public/icons/', import.meta.url);
const FROM = [15, 118, 110]; // teal-700: the brand colour, also the theme colour
const TO = [13, 148, 136]; // teal-600
const LINE = [255, 255, 255];
const SAMPLES = 4;

// The pulse trace of the logo, in a unit square.
const PULSE = [
  [0.16, 0.56],
  [0.34, 0.56],
  [0.43, 0.32],
  [0.54, 0.74],
  [0.63, 0.46],
  [0.69, 0.56],
  [0.8, 0.56],
];
const STROKE = 0.075;
const DOT = { x: 0.8, y: 0.56, r: 0.06 };

function distanceToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function isOnPulse(x, y) {
  if (Math.hypot(x - DOT.x, y - DOT.y) <= DOT.r) return true;
  for (let i = 1; i < PULSE.length; i++) {
    if (distanceToSegment(x, y, PULSE[i - 1], PULSE[i]) <= STROKE / 2) return true;
  }
  return false;
}

function isInRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/** `maskable` fills the whole square and keeps the mark inside the 80 % safe zone. */
function renderPixels(size, { maskable }) {
  const pixels = Buffer.alloc(size * size * 4);
  const markScale = maskable ? 0.72 : 1;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let line = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          if (!maskable && !isInRoundedSquare(x, y, 0.22)) continue;
          background++;
          if (isOnPulse(0.5 + (x - 0.5) / markScale, 0.5 + (y - 0.5) / markScale)) line++;
        }
      }
      const total = SAMPLES * SAMPLES;
      const mix = (px + py) / (2 * size);
      const offset = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) {
        const base = FROM[c] + (TO[c] - FROM[c]) * mix;
        const lineShare = background === 0 ? 0 : line / background;
        pixels[offset + c] = Math.round(base + (LINE[c] - base) * lineShare);
      }
      pixels[offset + 3] = Math.round((255 * background) / total);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

for (const { file, size, maskable } of ICONS) {
  writeFileSync(new URL(file, OUT_DIR), encodePng(size, renderPixels(size, { maskable })));
}
