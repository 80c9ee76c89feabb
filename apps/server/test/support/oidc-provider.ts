import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface ProviderAccount {
  email: string;
  name: string;
}

export interface OidcPeer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people the provider knows, by subject: tests add to it. */
  accounts: Map<string, ProviderAccount>;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function formField(req: IncomingMessage, name: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString()).get(name) ?? '';
}

/**
 * A standards-compliant OpenID provider (panva's `oidc-provider`) on loopback, with one client
 * registered for Tera's callback. Its sign-in page asks for an address only: whoever types a
 * known one is that person, as a company's directory would vouch for them.
 */
export async function startOidcPeer(options: { redirectUri: string }): Promise<OidcPeer> {
  const accounts = new Map<string, ProviderAccount>();
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'tera';
  const clientSecret = 'tera-client-secret-for-tests-only';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['oidc-peer-cookie-key'] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
    // Tera is the company's own application: nobody is asked to consent to it.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  const callback = provider.callback();
  handle = (req, res) => {
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(req.url ?? '');
    if (!match) return callback(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (match[2] && req.method === 'POST') {
          const email = (await formField(req, 'email')).trim().toLowerCase();
          const subject = [...accounts].find(([, account]) => account.email === email)?.[0];
          if (!subject) {
            res.writeHead(200, { 'content-type': 'text/html' });
            res.end(`<p role="alert">Unknown account</p><a href="/interaction/${details.uid}">Back</a>`);
            return;
          }
          await provider.interactionFinished(req, res, { login: { accountId: subject } });
          return;
        }
        const hint = String(details.params.login_hint ?? '');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><html lang="en"><title>Company directory</title><main><h1>Company directory</h1>` +
            `<form method="post" action="/interaction/${details.uid}/login">` +
            `<label>Work e-mail <input name="email" type="email" value="${escapeHtml(hint)}"></label>` +
            `<button type="submit">Sign in</button></form></main></html>`,
        );
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end(String(error));
      }
    })();
  };

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Goes through the provider as a browser would, from the authorisation address Tera gave to the
 * redirect back to Tera, signing in as `email` on the way; returns that redirect's address.
 */
export async function signInAtProvider(authorizationUrl: string, email: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const remember = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const separator = pair!.indexOf('=');
      jar.set(pair!.slice(0, separator), pair!.slice(separator + 1));
    }
  };
  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    remember(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== url.origin) return next;
      url = next;
      init = {};
      continue;
    }
    const page = await response.text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`The provider answered ${response.status}: ${page.slice(0, 200)}`);
    url = new URL(action, url);
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }).toString(),
    };
  }
  throw new Error('The provider never sent the browser back');
}
