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
    .map((mail) => mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
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
