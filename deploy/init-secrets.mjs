// Generates the secrets a FLOW install needs, once, into a directory (a docker compose volume):
// the identity service's Ed25519 token-signing key and calendar-sync's token encryption key.
// Existing files are kept, so tokens and encrypted calendar grants survive restarts.
// Usage: node deploy/init-secrets.mjs [dir]   (default /app/.flow/keys)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '/app/.flow/keys';
fs.mkdirSync(dir, { recursive: true, mode: 0o700 });

function ensure(name, create) {
  const file = path.join(dir, name);
  if (fs.existsSync(file)) return console.log(`${file}: kept`);
  fs.writeFileSync(file, create(), { mode: 0o600, flag: 'wx' });
  console.log(`${file}: created`);
}

ensure('jwt-ed25519.pem', () => crypto.generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }));
ensure('calendar-token-key', () => crypto.randomBytes(32).toString('base64'));
