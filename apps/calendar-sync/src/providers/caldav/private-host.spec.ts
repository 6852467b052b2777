import { pointsToPrivateNetwork } from './private-host';

describe('pointsToPrivateNetwork', () => {
  it.each(['http://127.0.0.1:5232/', 'http://10.1.2.3/', 'https://192.168.0.10/dav', 'http://[::1]:8080/', 'http://169.254.169.254/latest', 'http://localhost:5232/'])('refuses %s', async (url) => {
    expect(await pointsToPrivateNetwork(url)).toBe(true);
  });

  it.each(['https://8.8.8.8/', 'https://[2606:4700:4700::1111]/'])('allows the public address %s', async (url) => {
    expect(await pointsToPrivateNetwork(url)).toBe(false);
  });
});
