import { BaseEnv, ConfigError, loadConfig } from './config';

describe('BaseEnv', () => {
  it('answers requests unless told it is a background-only replica', () => {
    expect(loadConfig(BaseEnv, {}).SERVE_REQUESTS).toBe(true);
    expect(loadConfig(BaseEnv, { SERVE_REQUESTS: 'true' }).SERVE_REQUESTS).toBe(true);
    expect(loadConfig(BaseEnv, { SERVE_REQUESTS: 'false' }).SERVE_REQUESTS).toBe(false);
  });

  it('refuses a value it would have to guess, naming the variable', () => {
    expect(() => loadConfig(BaseEnv, { SERVE_REQUESTS: 'no' })).toThrow(ConfigError);
    expect(() => loadConfig(BaseEnv, { SERVE_REQUESTS: 'no' })).toThrow(/SERVE_REQUESTS/);
  });
});
