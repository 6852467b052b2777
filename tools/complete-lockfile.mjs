#!/usr/bin/env node
// The registry this project installs from lacks the prebuilt binaries of other platforms
// (@swc/core-darwin-arm64, …), so npm leaves them out of package-lock.json and `npm ci` then
// refuses the lock as "out of sync". This adds each missing optional platform package as an entry
// marked with its os/cpu/libc, so npm ci skips it on this platform instead of refusing.
// Run after `npm install` changes the lock: node tools/complete-lockfile.mjs
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openbsd', 'sunos', 'aix', 'netbsd', 'openharmony'];
const CPU = [
  ['arm64', 'arm64'],
  ['aarch64', 'arm64'],
  ['x64', 'x64'],
  ['ia32', 'ia32'],
  ['arm', 'arm'],
  ['ppc64', 'ppc64'],
  ['s390x', 's390x'],
  ['riscv64', 'riscv64'],
  ['loong64', 'loong64'],
  ['wasm32', 'wasm32'],
  ['universal', null],
];
let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key ? `${key}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[base] || lock.packages[`node_modules/${name}`]) continue;
    const parts = name.split('/').pop().split('-');
    const os = OS.find((o) => parts.includes(o) || (o === 'win32' && parts.includes('windows')));
    const cpu = CPU.find(([token]) => parts.includes(token) || parts.some((p) => p.startsWith(token + 'eabi')));
    if (!os && !cpu) continue; // not a platform binary: leave it to npm
    const stub = { version: String(range).replace(/^[\^~=]/, ''), optional: true };
    if (os) stub.os = [os];
    if (cpu && cpu[1]) stub.cpu = [cpu[1]];
    if (parts.includes('musl') || parts.includes('musleabihf')) stub.libc = ['musl'];
    else if (os === 'linux' && (parts.includes('gnu') || parts.includes('gnueabihf'))) stub.libc = ['glibc'];
    lock.packages[`node_modules/${name}`] = stub;
    added++;
  }
}
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} platform entries to package-lock.json`);
