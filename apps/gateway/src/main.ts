import './instrument';
import { ConfigError } from '@flow/platform';
import { startGateway } from './app';

startGateway()
  .then((app) => app.getUrl())
  .then((url) => console.log(JSON.stringify({ level: 30, service: 'gateway', msg: `gateway listening on ${url}` })))
  .catch((error) => {
    console.error(error instanceof ConfigError ? `gateway: ${error.message}` : error);
    process.exit(1);
  });
