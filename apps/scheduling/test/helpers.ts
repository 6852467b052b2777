import { sharedGatewayUrl, TestHttpClient, uniqueEmail } from '@flow/testing';
import { io, type Socket } from 'socket.io-client';

export interface TestUser {
  token: string;
  userId: string;
  email: string;
}

/** A new user. Identity is not under test here: a 503 (busy CI machine) is tried again, as the UI would. */
export async function signUp(api: TestHttpClient, tag = 'sched'): Promise<TestUser> {
  const email = uniqueEmail(tag);
  let response = await api.post('/api/auth/signup', { email, password: 'secret1' });
  for (let attempt = 1; response.status === 503 && attempt < 4; attempt++) response = await api.post('/api/auth/signup', { email, password: 'secret1' });
  if (response.status !== 201 && response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { token: response.body.access_token, userId: response.body.user.id, email };
}

export const sharedApi = () => new TestHttpClient(sharedGatewayUrl());

/** An event body, `hoursFromNow` ahead, `minutes` long. */
export function eventAt(hoursFromNow: number, minutes = 60, extra: Record<string, unknown> = {}) {
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + hoursFromNow * 3_600_000);
  return { title: 'Planning session', startTime: start.toISOString(), endTime: new Date(start.getTime() + minutes * 60_000).toISOString(), ...extra };
}

export interface Tab {
  socket: Socket;
  messages: { type: string; id?: string; entity?: string }[];
}

export function openTab(url: string, token: string, sockets: Socket[]): Promise<Tab> {
  const socket = io(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const messages: Tab['messages'] = [];
  socket.on('invalidate', (m) => messages.push(m));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, messages }));
    socket.once('connect_error', reject);
  });
}
