import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A Web Push service on loopback (RFC 8030 with VAPID, RFC 8292, and aes128gcm payloads, RFC
 * 8291): it refuses a push whose VAPID token does not verify, and decrypts what it accepts with
 * the browser's keys, so a test reads what a phone would show.
 */

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID claims and the key they were signed with. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
  payload: unknown;
}

export interface PushService {
  origin: string;
  /** Trusts the service's own certificate, made for this run. */
  agent: Agent;
  received: ReceivedPush[];
  /** Pushes the service turned down, and why. */
  refused: string[];
  /** A browser's subscription at this service: its own key pair and auth secret. */
  subscribe(): TestSubscription;
  /** The status the service answers for this subscription from now on (201 when unset). */
  answer(endpoint: string, status: number): void;
  stop(): Promise<void>;
}

interface BrowserKeys {
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
}

const TAG_BYTES = 16;
const HEADER_FIXED_BYTES = 21;

function selfSignedCertificate(): { key: string; cert: string } {
  const folder = mkdtempSync(join(tmpdir(), 'tera-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(folder, 'key.pem'),
        '-out',
        join(folder, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(folder, 'key.pem'), 'utf8'),
      cert: readFileSync(join(folder, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function rawPublicKey(raw: Buffer) {
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
}

/** Checks `vapid t=<JWT>, k=<key>` as a push service does: ES256 over the key, for this origin. */
function verifyVapid(authorization: string | undefined, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [token, key] = [match[1]!, match[2]!];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: rawPublicKey(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  if ((JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg !== 'ES256')
    throw new Error('VAPID token is not ES256');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
  if (body.aud !== origin) throw new Error(`VAPID audience ${body.aud} is not ${origin}`);
  if (body.exp * 1000 <= Date.now()) throw new Error('VAPID token expired');
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error(`VAPID subject ${body.sub} is no contact`);
  return { ...body, publicKey: key };
}

/** RFC 8291 §3.4 and RFC 8188: the content key and nonce from the browser's keys and the header. */
function decryptAes128gcm(body: Buffer, browser: BrowserKeys): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderKey = body.subarray(HEADER_FIXED_BYTES, HEADER_FIXED_BYTES + keyIdLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(browser.privateKey);
  const sharedSecret = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, senderKey]);
  const inputKey = Buffer.from(hkdfSync('sha256', sharedSecret, browser.auth, keyInfo, 32));
  const contentKey = Buffer.from(
    hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const baseNonce = Buffer.from(
    hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );

  const records = body.subarray(HEADER_FIXED_BYTES + keyIdLength);
  const plain: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence++) {
    const record = records.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - TAG_BYTES));
    const padded = Buffer.concat([
      decipher.update(record.subarray(0, record.length - TAG_BYTES)),
      decipher.final(),
    ]);
    // Each record ends with its delimiter (2 for the last, 1 otherwise) and then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const last = offset + recordSize >= records.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error('aes128gcm record delimiter is wrong');
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

export async function startPushService(): Promise<PushService> {
  const { key, cert } = selfSignedCertificate();
  const browsers = new Map<string, BrowserKeys>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';

  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const refuse = (status: number, reason: string) => {
        refused.push(reason);
        response.writeHead(status).end(reason);
      };
      const browser = browsers.get(endpoint);
      if (request.method !== 'POST' || !browser) return refuse(404, `no subscription at ${endpoint}`);
      let vapid: ReceivedPush['vapid'];
      try {
        vapid = verifyVapid(request.headers.authorization, origin);
      } catch (error) {
        return refuse(401, (error as Error).message);
      }
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, 'TTL header missing');
      if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'content is not aes128gcm');
      let payload: unknown;
      try {
        payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), browser).toString('utf8'));
      } catch (error) {
        return refuse(400, `payload does not decrypt: ${(error as Error).message}`);
      }
      const status = answers.get(endpoint) ?? 201;
      if (status === 201)
        received.push({
          endpoint,
          ttl,
          urgency: request.headers.urgency as string | undefined,
          topic: request.headers.topic as string | undefined,
          vapid,
          payload,
        });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert });
  let next = 0;

  return {
    origin,
    agent,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${++next}-${randomBytes(8).toString('hex')}`;
      browsers.set(endpoint, { privateKey: ecdh.getPrivateKey(), publicKey, auth });
      return {
        endpoint,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer(endpoint, status) {
      answers.set(endpoint, status);
    },
    async stop() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
