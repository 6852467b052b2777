import { CreateEventRequest, SchedulingMessages, UpdateEventRequest } from './scheduling.contract';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
const event = { title: 'Dentist', startTime: '2026-06-10T13:00:00Z', endTime: '2026-06-10T13:30:00Z' };

describe("an event's own reminder (reminderMinutes)", () => {
  it('takes whole minutes from 0 (none) to 1440 (a day before), or null / nothing for the person’s lead time', () => {
    for (const reminderMinutes of [0, 5, 30, 1440, null]) expect(CreateEventRequest.parse({ ...event, reminderMinutes }).reminderMinutes).toBe(reminderMinutes);
    expect(CreateEventRequest.parse(event)).not.toHaveProperty('reminderMinutes');
    expect(UpdateEventRequest.parse({ reminderMinutes: null }).reminderMinutes).toBeNull();
    expect(UpdateEventRequest.parse({ title: 'x' })).not.toHaveProperty('reminderMinutes');
  });

  it('refuses anything else with the reason', () => {
    for (const reminderMinutes of [-1, 1441, 2.5, '10', true, Number.NaN]) {
      expect([reminderMinutes, firstMessage(CreateEventRequest.safeParse({ ...event, reminderMinutes }))]).toEqual([
        reminderMinutes,
        SchedulingMessages.reminderMinutes,
      ]);
      expect(firstMessage(UpdateEventRequest.safeParse({ reminderMinutes }))).toBe(SchedulingMessages.reminderMinutes);
    }
  });
});
