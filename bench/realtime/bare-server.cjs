// The limit of the realtime path: one Node process with socket.io and a bare HTTP endpoint that, for
// POST /events {userId}, answers and then emits `invalidate` to the user's room. No authentication, no
// database, no NATS: the time from an HTTP answer to a socket message on this machine.
'use strict';
const crypto = require('node:crypto');
const http = require('node:http');
const { Server } = require('socket.io');

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/events') return res.writeHead(404).end();
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const { userId } = JSON.parse(body);
    const id = crypto.randomUUID();
    // Answer first, then emit: the limit is the time from an HTTP answer to a socket message.
    res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ event: { id } }));
    io.to(`user:${userId}`).emit('invalidate', { type: 'flow.evt.scheduling.event-created', entity: 'event-created', id });
  });
});
const io = new Server(server, { path: '/socket.io', serveClient: false });
io.use((socket, next) => {
  socket.data.userId = socket.handshake.auth?.userId;
  next();
});
io.on('connection', (socket) => void socket.join(`user:${socket.data.userId}`));
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  io.close();
  server.close(() => process.exit(0));
});
