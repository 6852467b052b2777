// The physical limit of the cached read path: a bare Node http server answering the cached flow JSON
// straight from the same Redis entry of the flow read model (its `body` field) the gateway reads. Started by run.cjs as a process of its own.
const http = require('node:http');
const { createClient } = require('redis');

const { REDIS_URL, CACHE_KEY, PORT } = process.env;
const redis = createClient({ url: REDIS_URL });

redis.connect().then(() => {
  const server = http.createServer(async (req, res) => {
    const json = await redis.hGet(CACHE_KEY, 'body');
    if (!json) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
    res.end(json);
  });
  server.listen(Number(PORT), '127.0.0.1', () => process.send?.('ready'));
  process.on('SIGTERM', () => server.close(() => redis.quit().finally(() => process.exit(0))));
});
