import { SafeNatsDeserializer } from './safe-deserializer';

const bytes = (text: string) => new TextEncoder().encode(text);
const deserializer = new SafeNatsDeserializer();

it('passes a request of the transport through', () => {
  const packet = deserializer.deserialize(bytes('{"pattern":"flow.x","data":{"a":1},"id":"r-1"}'), { channel: 'flow.x' });
  expect(packet).toEqual({ pattern: 'flow.x', data: { a: 1 }, id: 'r-1' });
});

it.each(['not json', '{"pattern":', 'null', '[]', '42', '{"data":{"a":1}}', '{"id":"","data":{}}', '{"id":7,"data":{}}'])(
  'turns %s into a request without data instead of throwing',
  (text) => {
    const packet = deserializer.deserialize(bytes(text), { channel: 'flow.x' });
    expect(packet.pattern).toBe('flow.x');
    expect(packet.data).toBeUndefined();
    expect(typeof packet.id).toBe('string');
    expect(packet.id.length).toBeGreaterThan(0);
  },
);
