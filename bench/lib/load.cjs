// HTTP load with autocannon, keeping every response's latency (autocannon's own summary has no p95
// and rounds to whole milliseconds), so percentiles are exact and rounds can be pooled.
'use strict';
const autocannon = require('autocannon');
const { summarize } = require('./stats.cjs');

/**
 * Runs `connections` keep-alive connections for `seconds` against `url`. `setupRequest(req, i)` may
 * change each request (body, path, headers); `i` counts requests across connections.
 * Resolves with the rate, exact latency percentiles (ms) and the status counts.
 */
function load({ url, connections, seconds, method = 'GET', headers = {}, body, setupRequest, timeoutSeconds = 10 }) {
  let i = 0;
  const latencies = [];
  const statuses = {};
  const requests = [{ method, headers, body, ...(setupRequest ? { setupRequest: (req) => setupRequest(req, i++) } : {}) }];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, requests, timeout: timeoutSeconds }, (error, result) => {
      if (error) return reject(error);
      const ok = latencies.length;
      resolve({
        seconds: result.duration,
        requests: ok,
        requestsPerSecond: Math.round(ok / result.duration),
        latencyMs: summarize(latencies),
        latencies,
        statuses,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        bytesPerResponse: ok ? Math.round(result.throughput.total / (ok + result.non2xx)) : 0,
      });
    });
    instance.on('response', (_client, status, _bytes, responseTime) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 200 && status < 300) latencies.push(responseTime);
    });
  });
}

module.exports = { load };
