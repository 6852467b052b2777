import { responseBytes } from './rpc-client';

const id = '5b6f3c1e-8d2a-4c1b-9f00-0a1b2c3d4e5f';
const bytes = (text: string) => new TextEncoder().encode(text);

describe('responseBytes', () => {
  it('cuts the response out of the reply to our request as the bytes the service wrote', () => {
    const json = '{"b":1,"a":"é \\u0000 \\"response\\":","n":[1.50,2e3]}';
    const reply = `{"response":${json},"isDisposed":true,"id":"${id}"}`;
    expect(responseBytes(bytes(reply), id)!.toString()).toBe(json);
    // The packet Nest's server sends, built the way it builds it, has that frame.
    expect(responseBytes(bytes(JSON.stringify(Object.assign({ response: JSON.parse(json) }, { isDisposed: true }, { id }))), id)!.toString()).toBe(
      JSON.stringify(JSON.parse(json)),
    );
  });

  it('leaves errors, replies to another request and other framings to the decoder', () => {
    expect(responseBytes(bytes(`{"err":{"status":404},"isDisposed":true,"id":"${id}"}`), id)).toBeNull();
    expect(responseBytes(bytes(`{"response":{},"isDisposed":true,"id":"another-id"}`), id)).toBeNull();
    expect(responseBytes(bytes(`{"isDisposed":true,"id":"${id}","response":{}}`), id)).toBeNull();
    expect(responseBytes(bytes(`{"response":{},"isDisposed":false,"id":"${id}"}`), id)).toBeNull();
    expect(responseBytes(bytes('{}'), id)).toBeNull();
  });
});
