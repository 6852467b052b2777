// Reads a V8 .cpuprofile and says where the busy time went: self time by package (which library or
// app folder the running code belongs to) and by function, and inclusive time of the functions
// (the share of busy samples with that function anywhere on the stack). Idle time is left out.
'use strict';
const fs = require('node:fs');
const { round } = require('./stats.cjs');

function packageOf(callFrame) {
  const { url, functionName } = callFrame;
  if (!url) {
    if (functionName === '(garbage collector)') return 'V8 garbage collector';
    if (functionName === '(program)') return 'V8 / native (program)';
    if (functionName === '(idle)') return '(idle)';
    return 'native';
  }
  if (url.startsWith('node:'))
    return `node:${url
      .slice(5)
      .split('/')
      .slice(0, url.includes('internal/') ? 2 : 1)
      .join('/')}`;
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 13).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const own = /\/(apps|libs)\/([^/]+)\//.exec(url);
  if (own) return `${own[1]}/${own[2]}`;
  return url.split('/').slice(-2).join('/');
}

function summarizeProfile(file, { top = 15 } = {}) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfByPackage = new Map();
  const selfByFunction = new Map();
  const inclusive = new Map();
  let busyUs = 0;
  let idleUs = 0;
  const fnKey = (cf) =>
    `${cf.functionName || '(anonymous)'} ${packageOf(cf)}${cf.url && !cf.url.includes('node_modules') ? `:${cf.url.split('/').pop()}:${cf.lineNumber + 1}` : ''}`;
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0;
    const node = nodes.get(id);
    if (!node) return;
    const pkg = packageOf(node.callFrame);
    if (pkg === '(idle)') {
      idleUs += us;
      return;
    }
    busyUs += us;
    add(selfByPackage, pkg, us);
    add(selfByFunction, fnKey(node.callFrame), us);
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const cf = nodes.get(n).callFrame;
      if (!cf.url && cf.functionName.startsWith('(')) continue;
      const key = fnKey(cf);
      if (!seen.has(key)) {
        seen.add(key);
        add(inclusive, key, us);
      }
    }
  });
  const rank = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => ({ name, ms: round(us / 1000, 1), share: round(us / Math.max(1, busyUs), 3) }));
  return {
    file: file.split('/').slice(-1)[0],
    wallMs: round((profile.endTime - profile.startTime) / 1000, 0),
    busyMs: round(busyUs / 1000, 0),
    idleMs: round(idleUs / 1000, 0),
    selfByPackage: rank(selfByPackage, top),
    selfByFunction: rank(selfByFunction, top),
    inclusive: rank(inclusive, top + 10).filter((r) => r.share < 0.995),
  };
}

module.exports = { summarizeProfile, packageOf };
