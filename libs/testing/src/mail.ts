import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectEventually } from './expect-eventually';

/**
 * Where the test stack's services write mail as .eml files (no SMTP_URL): a folder of the integration
 * run's own (the global setup sets FLOW_TEST_MAIL_DIR and removes it after), so a look-up reads this
 * run's mail only, not every earlier run's on the machine.
 */
export function testMailDir(): string {
  return process.env.FLOW_TEST_MAIL_DIR ?? path.join(os.tmpdir(), 'flow-test-mail');
}

/** Each mail file's To line once its head is written, so a look-up reads only new files and its own mail. */
const recipientOf = new Map<string, string>();

function recipient(file: string): { to: string | undefined; text?: string } {
  const known = recipientOf.get(file);
  if (known !== undefined) return { to: known };
  const text = fs.readFileSync(file, 'utf8');
  const head = /\r?\n\r?\n/.exec(text) ? text.slice(0, text.search(/\r?\n\r?\n/)) : undefined;
  const to = /^To: (.*)$/im.exec(head ?? text)?.[1]?.trim();
  if (head !== undefined) recipientOf.set(file, to ?? '');
  return { to, text };
}

/** Every mail to `address`, oldest first, quoted-printable decoded. */
export function mailsTo(address: string, dir = testMailDir()): string[] {
  if (!fs.existsSync(dir)) return [];
  const wanted = address.toLowerCase();
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => path.join(dir, name))
    .flatMap((file) => {
      const { to, text } = recipient(file);
      return to?.toLowerCase() === wanted ? [text ?? fs.readFileSync(file, 'utf8')] : [];
    })
    .map(decodedMail);
}

/** Quoted-printable to text: the escaped bytes are UTF-8 (a Hindi mail), soft line breaks joined. */
function fromQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? /^[0-9A-F]{2}/.exec(soft.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A mail as a person reads it: its headers (an encoded Subject decoded) and its body in UTF-8, whichever transfer encoding nodemailer chose. */
function decodedMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : fromQuotedPrintable(body);
  // Adjacent encoded words are one text: their bytes are joined before decoding (a letter may span two).
  const headers = head
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/(?:=\?utf-8\?B\?[^?]*\?=[ \t]*)+/gi, (run) =>
      Buffer.concat([...run.matchAll(/=\?utf-8\?B\?([^?]*)\?=/gi)].map((m) => Buffer.from(m[1]!, 'base64'))).toString('utf8'),
    )
    .replace(/=\?utf-8\?Q\?([^?]*)\?=/gi, (_, data: string) => fromQuotedPrintable(data.replace(/_/g, ' ')));
  return `${headers}\n\n${text}`;
}

const LINKS = { recovery: /reset-password#type=recovery&token=([A-Za-z0-9_-]+)/, confirmation: /confirm-email#token=([A-Za-z0-9_-]+)/ } as const;

/** The tokens of the recovery or confirmation links mailed to `address`, oldest first; waits for at least `count`. */
export function mailedTokens(address: string, kind: keyof typeof LINKS, count = 1, dir = testMailDir()): Promise<string[]> {
  return expectEventually(
    () => {
      const tokens = mailsTo(address, dir).flatMap((mail) => LINKS[kind].exec(mail)?.[1] ?? []);
      expect(tokens.length).toBeGreaterThanOrEqual(count);
      return tokens;
    },
    { timeoutMs: 10_000 },
  );
}

/** Opens the "Confirm your e-mail" link mailed at sign-up, as its owner would. */
export async function confirmEmail(gatewayUrl: string, address: string, dir = testMailDir()): Promise<void> {
  const [token] = (await mailedTokens(address, 'confirmation', 1, dir)).slice(-1);
  const res = await fetch(`${gatewayUrl}/api/auth/confirm-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (res.status !== 200) throw new Error(`confirming ${address} failed: ${res.status} ${await res.text()}`);
}
