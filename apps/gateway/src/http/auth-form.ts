import fs from 'node:fs';
import path from 'node:path';
import { CommonMessages, httpRoutes } from '@flow/contracts';
import { DomainError, parseContract } from '@flow/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { AuthFlows } from '../auth/auth-flows';

/** A form body is small: two or three fields. */
const FORM_BODY_LIMIT = 16 * 1024;
export type AuthIntent = 'signin' | 'signup';

/**
 * The sign-in and sign-up forms of /auth work before any script (issue 39): they POST to /auth as
 * `application/x-www-form-urlencoded`, and the gateway signs in or up exactly as api/auth does (same
 * validation, limits, errors and refresh cookie), then sends the person to / (303), or answers the
 * prerendered /auth page again with the error in the form's alert. Cross-site posts are refused by
 * the origin check (the cookie is SameSite=Lax besides). Only /auth reads form bodies.
 */
export function serveAuthForm(fastify: FastifyInstance, flows: AuthFlows, appOrigin: string, distDir: string, logger: Pick<Logger, 'error'>): boolean {
  const ownOrigin = new URL(appOrigin).origin;
  const pageFile = path.join(path.resolve(distDir), 'auth.html');
  if (!fs.existsSync(pageFile)) return false;
  const page = fs.readFileSync(pageFile, 'utf8');
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (req, body, done) => {
    if (req.url.split('?', 1)[0] !== '/auth')
      return done(Object.assign(new Error('Send the request body as application/json.'), { statusCode: 415 }), undefined);
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  fastify.post('/auth', async (req: FastifyRequest, reply: FastifyReply) => {
    const form = formFields(req.body);
    const intent: AuthIntent = form.intent === 'signup' ? 'signup' : 'signin';
    try {
      assertPostedByOurPage(req, ownOrigin);
      if (intent === 'signup') {
        const fullName = form.name?.trim();
        const body = parseContract(httpRoutes.signUp.body, { email: form.email ?? '', password: form.password ?? '', ...(fullName ? { fullName } : {}) });
        await flows.signUp(req, reply, body);
      } else {
        await flows.signIn(req, reply, parseContract(httpRoutes.signIn.body, { email: form.email ?? '', password: form.password ?? '' }));
      }
      return reply.code(303).header('location', '/').header('cache-control', 'no-store').send();
    } catch (error) {
      const known = error instanceof DomainError && error.status < 500;
      if (!known) logger.error({ err: error }, 'form sign-in failed');
      const status = error instanceof DomainError ? error.status : 500;
      const message = known
        ? error.message
        : error instanceof DomainError && error.status === 503
          ? CommonMessages.serviceUnavailable
          : CommonMessages.internal;
      return reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(pageWithError(page, intent, message, form.email ?? ''));
    }
  });
  return true;
}

/**
 * A login-CSRF guard: the post must come from our own page. The page's Referrer-Policy (no-referrer) makes
 * browsers send `Origin: null` with a form post, so Sec-Fetch-Site (Chrome, Firefox, Safari 16.4+) is the
 * proof; a real Origin header must be ours.
 */
function assertPostedByOurPage(req: FastifyRequest, ownOrigin: string) {
  const origin = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  const sameOrigin = site === 'same-origin' || (site === undefined && origin === ownOrigin);
  if (!sameOrigin || (origin && origin !== 'null' && origin !== ownOrigin)) throw DomainError.forbidden('Cross-origin request refused.');
}

/** Only string fields, at most the ones the forms have. */
function formFields(body: unknown): Partial<Record<'intent' | 'email' | 'password' | 'name', string>> {
  const fields: Partial<Record<'intent' | 'email' | 'password' | 'name', string>> = {};
  if (!body || typeof body !== 'object') return fields;
  for (const key of ['intent', 'email', 'password', 'name'] as const) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The prerendered page with the message in the form's alert (`data-form-error="<intent>"`, empty in the
 * build) and the e-mail typed kept in that form's e-mail field (`data-form-email="<intent>"`).
 */
export function pageWithError(page: string, intent: AuthIntent, message: string, email: string): string {
  const alert = new RegExp(`(<[a-z]+[^>]*data-form-error="${intent}"[^>]*>)(</[a-z]+>)`);
  const field = new RegExp(`(<input[^>]*data-form-email="${intent}"[^>]*?)(/?>)`);
  return page
    .replace(alert, (_all, open: string, close: string) => `${open}${escapeHtml(message)}${close}`)
    .replace(field, (_all, open: string, close: string) => `${open.replace(/ value="[^"]*"/, '')} value="${escapeHtml(email.slice(0, 255))}"${close}`);
}
