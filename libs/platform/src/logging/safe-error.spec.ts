import { Writable } from 'node:stream';
import { DriverException } from '@mikro-orm/core';
import pino from 'pino';
import { logSerializers } from './logger';
import { loggableErrorText } from './safe-error';

/** What pg and MikroORM produce for a statement PostgreSQL refuses: the SQL and its values in the message. */
function refusedInsert() {
  const pgError = Object.assign(
    new Error(
      `insert into "profiles" ("birth_place", "birth_date") values ('Kathmandu, Nepal', '1990-04-13') - invalid byte sequence for encoding "UTF8": 0x00`,
    ),
    {
      code: '22021',
      severity: 'ERROR',
      detail: `Failing row contains (Kathmandu, Nepal, 1990-04-13).`,
      routine: 'report_invalid_encoding',
    },
  );
  return new DriverException(pgError);
}

function capture() {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  return { lines, logger: pino({ serializers: logSerializers }, stream) };
}

describe('database errors in logs', () => {
  it('keep their codes but never the statement, its values or the detail', () => {
    const { lines, logger } = capture();
    logger.error({ err: refusedInsert() }, 'could not save');
    const line = lines.join('');
    expect(line).toContain('22021');
    expect(line).toContain('could not save');
    expect(line).not.toMatch(/Kathmandu|1990-04-13|insert into/);
    expect(loggableErrorText(refusedInsert())).not.toMatch(/Kathmandu|1990-04-13|insert into/);
  });

  it('leave ordinary errors as they are, stack included', () => {
    const { lines, logger } = capture();
    logger.error({ err: new Error('the calendar server timed out') }, 'sync failed');
    expect(lines.join('')).toContain('the calendar server timed out');
    expect(loggableErrorText(new Error('boom'))).toMatch(/^Error: boom\n\s+at /);
  });
});
