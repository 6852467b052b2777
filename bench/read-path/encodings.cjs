// The gateway's CPU per cached day read as a browser asks for it (Accept-Encoding: gzip, deflate, br)
// beside a read that asks for no coding (as autocannon, the read-path benchmark's client, does): a
// private stack as `npm start` runs it, one onboarded person, 6 alternating rounds of 1,000 reads over
// 10 connections, the gateway's CPU from /proc. `node bench/read-path/encodings.cjs` (after a build).
'use strict';
const fs = require('node:fs');
const { startStack } = require('../lib/stack.cjs');

const ROUNDS = 6;
const READS = 1000;
const CONNECTIONS = 10;

const cpuMs = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
};

async function send(url, route, body, token, method = 'POST') {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const res = await fetch(new URL(route, url), { method, headers, body: JSON.stringify(body) });
  const json = await res.json().catch(() => undefined);
  if (res.status >= 300) throw new Error(`${route}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

async function main() {
  const stack = await startStack({ log: () => undefined });
  try {
    const { url } = stack;
    const signUp = await send(url, '/api/auth/signup', { email: `encodings+${Date.now()}@example.test`, password: 'correct-horse-9', fullName: 'Reader' });
    const token = (signUp.session ?? signUp).access_token;
    const birth = { birth_date: '1990-04-15', birth_time: '06:30', birth_location: 'Mumbai, India', onboarding_completed: true };
    await send(url, '/api/charts/analyze', { birthDate: birth.birth_date, birthTime: birth.birth_time, birthPlace: birth.birth_location }, token);
    await send(url, '/api/profile', birth, token, 'PATCH');
    const day = new URL(`/api/daily-flow?date=${new Date().toISOString().slice(0, 10)}`, url);
    const perRead = { browser: [], identity: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, acceptEncoding] of [
        ['browser', 'gzip, deflate, br'],
        ['identity', 'identity'],
      ]) {
        const read = async () => {
          const res = await fetch(day, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding } });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`read: ${res.status}`);
        };
        for (let i = 0; i < 50; i++) await read();
        const before = cpuMs(stack.pids.gateway);
        let sent = 0;
        await Promise.all(
          Array.from({ length: CONNECTIONS }, async () => {
            while (sent++ < READS) await read();
          }),
        );
        perRead[name].push((cpuMs(stack.pids.gateway) - before) / READS);
      }
    }
    const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    console.log(
      `gateway CPU ms per cached read (median of ${ROUNDS}): browser-like ${median(perRead.browser).toFixed(3)}, identity ${median(perRead.identity).toFixed(3)};`,
      `load average ${require('node:os')
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
      JSON.stringify(perRead),
    );
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
