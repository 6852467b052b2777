// RESULTS.md section and chart of the realtime benchmark.
'use strict';

const title = 'Realtime: invalidate after an event create';

function render(r, { table, spread, pct, range, fmt, kb }) {
  const l = r.latencyMs;
  const headline = [
    { figure: `p99 from HTTP answer to invalidate (${r.setup.users} users + ${r.setup.tabsOfOneUser} tabs)`, value: `${fmt(l.all.p99)} ms`, target: '< 50 ms', met: r.meetsTarget?.p99 },
    { figure: 'invalidates missed / sent to the wrong user', value: `${r.deliveries.missed} of ${r.deliveries.expected} / ${r.deliveries.misdelivered}`, target: '0', met: r.meetsTarget?.noneMissed },
    { figure: 'gateway memory per connection (RSS / heap)', value: `${fmt(r.memory.rssPerConnectionKiB)} / ${fmt(r.memory.heapPerConnectionKiB)} KiB`, target: 'reported', met: null },
  ];
  const rows = [
    ['all clients', l.all.n, pct(l.all), range(l.all)],
    [`${r.setup.users} users, one socket each`, l.users.n, pct(l.users), range(l.users)],
    [`${r.setup.tabsOfOneUser} tabs of one user`, l.tabsOfOneUser.n, pct(l.tabsOfOneUser), range(l.tabsOfOneUser)],
  ];
  const roundRows = r.rounds.map((x, i) => [i + 1, x.creates, `${x.expected - x.missed}/${x.expected}`, pct(x.latencyMs), pct(x.createAnswerMs)]);
  const markdown = [
    `Setup: ${r.setup.servicesRunning.join(', ')} and one gateway; ${r.setup.connections} socket.io connections (${r.setup.transport}); per round every user creates one event and the multi-tab user ${r.setup.createsPerRound - r.setup.users}, ${r.setup.concurrentCreates} creates at a time. A latency is the time from the moment the create's HTTP answer arrived to the moment the client got its \`invalidate\`; negative means the invalidate came first (the event is published from the outbox as soon as the transaction commits, while the HTTP answer still waits for the overlap check and the calendar copy).`,
    table(['clients', 'invalidates', 'latency p50 / p95 / p99 ms', 'min–max ms'], rows),
    `p99 per round: ${spread(r.p99PerRound, ' ms')}.`,
    table(['round', 'creates', 'delivered', 'invalidate latency p50 / p95 / p99 ms', 'create answer p50 / p95 / p99 ms'], roundRows),
    `Handshake (websocket + JWT check): p50 / p95 / p99 ${pct(r.handshakeMs)} ms. Gateway memory before connecting: RSS ${kb(r.memory.before.rss)} KiB, heap ${kb(r.memory.before.heapUsed)} KiB; with ${r.setup.connections} connections: RSS ${kb(r.memory.after.rss)} KiB, heap ${kb(r.memory.after.heapUsed)} KiB, i.e. ${fmt(r.memory.rssPerConnectionKiB)} KiB RSS and ${fmt(r.memory.heapPerConnectionKiB)} KiB heap per connection. Gateway CPU per create (HTTP, fan-out to its sockets): ${fmt(r.gatewayCpuMsPerCreate)} ms. The measuring process's event-loop delay: p50 ${r.clientEventLoopDelayMs.p50} ms, p99 ${r.clientEventLoopDelayMs.p99} ms, max ${r.clientEventLoopDelayMs.max} ms (part of every latency above).`,
  ];
  const bars = (s, color) => [
    { label: 'p50', value: Math.max(0, s.p50), text: `${fmt(s.p50)} ms`, color },
    { label: 'p95', value: Math.max(0, s.p95), text: `${fmt(s.p95)} ms`, color },
    { label: 'p99', value: Math.max(0, s.p99), text: `${fmt(s.p99)} ms`, color },
  ];
  const chart = {
    title,
    subtitle: `from the HTTP answer of a create to each affected client's invalidate (negative drawn as 0); load average ${r.loadAverage.before[0]}`,
    panels: [
      {
        title: 'Latency',
        unit: 'ms, lower is better',
        target: { value: 50, label: 'target p99 50 ms' },
        groups: [
          { label: `${r.setup.users} users, one socket each`, bars: bars(l.users, 'flow') },
          { label: `${r.setup.tabsOfOneUser} tabs of one user`, bars: bars(l.tabsOfOneUser, 'other') },
        ],
      },
      {
        title: 'Gateway memory per connection',
        unit: 'KiB',
        groups: [{ bars: [{ label: 'RSS', value: r.memory.rssPerConnectionKiB, color: 'flow' }, { label: 'V8 heap', value: r.memory.heapPerConnectionKiB, color: 'other' }] }],
      },
    ],
  };
  return { headline, markdown: markdown.join('\n\n'), chart };
}

module.exports = { title, render };
