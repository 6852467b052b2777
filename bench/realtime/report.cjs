// RESULTS.md section and chart of the realtime benchmark.
'use strict';

const title = 'Realtime: invalidate after an event create';

function render(r, { table, spread, pct, range, fmt, kb }) {
  const f = r.flow;
  const b = r.bare;
  const l = f.latencyMs;
  const headline = [
    {
      figure: `p99 from HTTP answer to invalidate (${r.setup.users} users + ${r.setup.tabsOfOneUser} tabs); bare limit`,
      value: `${fmt(l.all.p99)} ms; bare ${fmt(b.latencyMs.all.p99)} ms`,
      target: '< 50 ms',
      met: r.meetsTarget?.p99,
    },
    {
      figure: 'invalidates missed / sent to the wrong user',
      value: `${f.deliveries.missed} of ${f.deliveries.expected} / ${f.deliveries.misdelivered}`,
      target: '0',
      met: r.meetsTarget?.noneMissed,
    },
    {
      figure: 'gateway memory per connection (RSS / heap); bare socket.io RSS',
      value: `${fmt(f.memory.rssPerConnectionKiB)} / ${fmt(f.memory.heapPerConnectionKiB)} KiB; ${fmt(b.memory.rssPerConnectionKiB)} KiB`,
      target: 'reported',
      met: null,
    },
  ];
  const rows = [
    ['FLOW, all clients', l.all.n, pct(l.all), range(l.all)],
    [`FLOW, ${r.setup.users} users, one socket each`, l.users.n, pct(l.users), range(l.users)],
    [`FLOW, ${r.setup.tabsOfOneUser} tabs of one user`, l.tabsOfOneUser.n, pct(l.tabsOfOneUser), range(l.tabsOfOneUser)],
    ['bare socket.io (limit), all clients', b.latencyMs.all.n, pct(b.latencyMs.all), range(b.latencyMs.all)],
    [`bare, ${r.setup.tabsOfOneUser} tabs of one user`, b.latencyMs.tabsOfOneUser.n, pct(b.latencyMs.tabsOfOneUser), range(b.latencyMs.tabsOfOneUser)],
  ];
  const roundRows = [
    ...f.rounds.map((x, i) => [`FLOW ${i + 1}`, x.creates, `${x.expected - x.missed}/${x.expected}`, pct(x.latencyMs), pct(x.createAnswerMs)]),
    ...b.rounds.map((x, i) => [`bare ${i + 1}`, x.creates, `${x.expected - x.missed}/${x.expected}`, pct(x.latencyMs), pct(x.createAnswerMs)]),
  ];
  const markdown = [
    `Setup: ${r.setup.servicesRunning.join(', ')} and one gateway; ${r.setup.connections} socket.io connections (${r.setup.transport}); per round every user creates one event and the multi-tab user ${r.setup.createsPerRound - r.setup.users}, at a steady ${r.setup.createsPerSecond} creates per second (at most ${r.setup.maxCreatesInFlight} in flight), a rate the write path sustains here. A latency is the time from the moment the create's HTTP answer arrived to the moment the client got its \`invalidate\`; negative means the invalidate came first (the event is published from the outbox as soon as the transaction commits, while the HTTP answer still waits for the overlap check and the calendar copy). The limit: ${r.setup.bare}.`,
    table(['clients', 'invalidates', 'latency p50 / p95 / p99 ms', 'min–max ms'], rows),
    `p99 per round: FLOW ${spread(f.p99PerRound, ' ms')}, bare ${spread(b.p99PerRound, ' ms')}; FLOW's p99 is ${fmt(r.p99GapMs)} ms above the bare server's.`,
    table(['round', 'creates', 'delivered', 'invalidate latency p50 / p95 / p99 ms', 'create answer p50 / p95 / p99 ms'], roundRows),
    `Handshake (websocket + access-token check): FLOW p50 / p95 / p99 ${pct(f.handshakeMs)} ms, bare ${pct(b.handshakeMs)} ms. Gateway memory before connecting: RSS ${kb(f.memory.before.rss)} KiB, heap ${kb(f.memory.before.heapUsed)} KiB; with ${f.connections} connections: RSS ${kb(f.memory.after.rss)} KiB, heap ${kb(f.memory.after.heapUsed)} KiB, i.e. ${fmt(f.memory.rssPerConnectionKiB)} KiB RSS and ${fmt(f.memory.heapPerConnectionKiB)} KiB heap per connection (bare socket.io: ${fmt(b.memory.rssPerConnectionKiB)} KiB RSS). Server CPU per create: gateway ${fmt(f.serverCpuMsPerCreate)} ms (HTTP and its fan-out), bare ${fmt(b.serverCpuMsPerCreate)} ms. The measuring process's event-loop delay (part of every latency): FLOW phase p99 ${f.clientEventLoopDelayMs.p99} ms, bare phase p99 ${b.clientEventLoopDelayMs.p99} ms.`,
  ];
  const bars = (s, color) => [
    { label: 'p50', value: Math.max(0, s.p50), text: `${fmt(s.p50)} ms`, color },
    { label: 'p95', value: Math.max(0, s.p95), text: `${fmt(s.p95)} ms`, color },
    { label: 'p99', value: Math.max(0, s.p99), text: `${fmt(s.p99)} ms`, color },
  ];
  const chart = {
    title,
    subtitle: `from the HTTP answer of a create to each affected client's invalidate (negative drawn as 0); load average ${r.loadAverage.before[0]}`,
    legend: [
      { label: 'FLOW, one socket per user', color: 'flow' },
      { label: 'FLOW, tabs of one user', color: 'other' },
      { label: 'bare socket.io (limit)', color: 'limit' },
    ],
    panels: [
      {
        title: 'Latency',
        unit: 'ms, lower is better',
        target: { value: 50, label: 'target p99 50 ms' },
        groups: [
          { label: `FLOW: ${r.setup.users} users, one socket each`, bars: bars(l.users, 'flow') },
          { label: `FLOW: ${r.setup.tabsOfOneUser} tabs of one user`, bars: bars(l.tabsOfOneUser, 'other') },
          { label: 'bare socket.io, all clients', bars: bars(b.latencyMs.all, 'limit') },
        ],
      },
      {
        title: 'Server memory per connection (RSS)',
        unit: 'KiB',
        groups: [
          {
            bars: [
              { label: 'FLOW gateway', value: f.memory.rssPerConnectionKiB, color: 'flow' },
              { label: 'bare socket.io', value: b.memory.rssPerConnectionKiB, color: 'limit' },
            ],
          },
        ],
      },
    ],
  };
  return { headline, markdown: markdown.join('\n\n'), chart };
}

module.exports = { title, render };
