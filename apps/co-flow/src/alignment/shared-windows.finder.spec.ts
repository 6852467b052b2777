import type { DayRhythm } from '@flow/contracts';
import { DomainError, type RpcClient } from '@flow/platform';
import type { Logger } from 'pino';
import type { CoFlowEnv } from '../co-flow.env';
import { localDates, SharedWindowsFinder } from './shared-windows.finder';

const ANN = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const now = new Date('2030-03-04T06:00:00Z');
const focusDay = (date: string): DayRhythm => ({
  date,
  timeZone: 'UTC',
  timeZoneSource: 'profile',
  rhythmBlocks: [
    {
      timeRange: '09:00–11:00',
      theme: 'Focus',
      icon: 'Brain',
      activity: 'Deep work',
      activityType: 'focus',
      description: '',
      intensity: 0.9,
      recommendations: [],
    },
  ],
});

function finder(answers: { rhythm?: 'fail'; busy?: 'fail' | { userId: string; start: string; end: string }[]; learned?: string }) {
  const calls: { subject: string; payload: any }[] = [];
  const rpc = {
    request: jest.fn(async (subject: string, payload: any) => {
      calls.push({ subject, payload });
      if (subject === 'flow.daily-flow.rhythm') {
        if (answers.rhythm === 'fail' && payload.userId === BOB) throw DomainError.unavailable();
        return { ...focusDay(payload.date), rhythmSource: payload.userId === answers.learned ? 'learned' : 'chart' };
      }
      if (answers.busy === 'fail') throw DomainError.unavailable();
      return { busy: answers.busy ?? [] };
    }),
  } as unknown as RpcClient;
  const logger = { warn: jest.fn() } as unknown as Logger;
  return { finder: new SharedWindowsFinder(rpc, { NEIGHBOUR_TIMEOUT_MS: 100 } as CoFlowEnv, logger), calls };
}

describe('SharedWindowsFinder', () => {
  it('asks each person’s local days of the next week and both calendars’ free/busy for exactly that week', async () => {
    const { finder: f, calls } = finder({ busy: [{ userId: BOB, start: '2030-03-05T09:00:00.000Z', end: '2030-03-05T10:00:00.000Z' }] });
    const answer = await f.find({ userId: ANN, timeZone: 'Pacific/Auckland' }, { userId: BOB, timeZone: null }, now);
    expect(answer.missing).toEqual([]);
    const datesOf = (userId: string) => calls.filter((c) => c.subject === 'flow.daily-flow.rhythm' && c.payload.userId === userId).map((c) => c.payload.date);
    // Every date the week touches in some zone (a trip can put any day anywhere): 03-03 (UTC−12) to 03-11 (UTC+14).
    const week = ['2030-03-03', '2030-03-04', '2030-03-05', '2030-03-06', '2030-03-07', '2030-03-08', '2030-03-09', '2030-03-10', '2030-03-11'];
    expect(datesOf(ANN)).toEqual(week);
    expect(datesOf(BOB)).toEqual(week);
    expect(calls.find((c) => c.subject === 'flow.scheduling.busy')!.payload).toEqual({
      userIds: [ANN, BOB],
      from: '2030-03-04T06:00:00.000Z',
      to: '2030-03-11T06:00:00.000Z',
    });
    // Bob's meeting on the 5th takes 09:00–10:00 away: that day keeps 10:00–11:00.
    expect(answer.windows.filter((w) => w.start.startsWith('2030-03-05')).map((w) => w.start)).toEqual(['2030-03-05T10:00:00.000Z']);
  });

  it('still answers when a rhythm is missing, and says so', async () => {
    const { finder: f } = finder({ rhythm: 'fail' });
    expect(await f.find({ userId: ANN, timeZone: null }, { userId: BOB, timeZone: null }, now)).toMatchObject({
      windows: [],
      missing: ['rhythm'],
      rhythmSources: { me: 'chart', other: 'chart' },
    });
  });

  it('says whose windows come from a rhythm learned from check-ins', async () => {
    const { finder: f } = finder({ learned: BOB });
    expect((await f.find({ userId: ANN, timeZone: null }, { userId: BOB, timeZone: null }, now)).rhythmSources).toEqual({ me: 'chart', other: 'learned' });
  });

  it('promises no window when free/busy cannot be read', async () => {
    const { finder: f } = finder({ busy: 'fail' });
    expect(await f.find({ userId: ANN, timeZone: null }, { userId: BOB, timeZone: null }, now)).toMatchObject({
      windows: [],
      missing: ['busy'],
      rhythmSources: { me: 'chart', other: 'chart' },
    });
  });

  it('lists the local dates a span touches in any zone, from UTC−12 to UTC+14', () => {
    // 23:30 UTC is 11:30 on the 4th at UTC−12; a day later it is 13:30 on the 6th at UTC+14.
    expect(localDates(new Date('2030-03-04T23:30:00Z'), 1)).toEqual(['2030-03-04', '2030-03-05', '2030-03-06']);
    expect(localDates(new Date('2030-03-04T06:00:00Z'), 1)).toEqual(['2030-03-03', '2030-03-04', '2030-03-05']);
  });
});
