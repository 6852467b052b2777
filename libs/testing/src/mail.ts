import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectEventually } from './expect-eventually';

/** The test stack's services write mail here as .eml files (no SMTP_URL). */
export const TEST_MAIL_DIR = path.join(os.tmpdir(), 'flow-test-mail');

/** Every mail to `address`, oldest first, quoted-printable decoded. */
export function mailsTo(address: string, dir = TEST_MAIL_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  const to = new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'mi');
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .filter((mail) => to.test(mail))
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
export function mailedTokens(address: string, kind: keyof typeof LINKS, count = 1, dir = TEST_MAIL_DIR): Promise<string[]> {
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
export async function confirmEmail(gatewayUrl: string, address: string, dir = TEST_MAIL_DIR): Promise<void> {
  const [token] = (await mailedTokens(address, 'confirmation', 1, dir)).slice(-1);
  const res = await fetch(`${gatewayUrl}/api/auth/confirm-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (res.status !== 200) throw new Error(`confirming ${address} failed: ${res.status} ${await res.text()}`);
}
