// Container health check for every FLOW app: GET <path> on the app's health port (HEALTH_PORT,
// where /health/live, /health/ready and /metrics are served). Exit 0 when it answers 2xx.
// Usage: node deploy/healthcheck.mjs [/health/live | /health/ready]
const path = process.argv[2] ?? '/health/live';
const port = process.env.HEALTH_PORT || '9000';
fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2500) }).then(
  (response) => process.exit(response.ok ? 0 : 1),
  () => process.exit(1),
);
