import { DomainError } from './domain-error';
import { isTransient } from './transient';
import { toWireError } from './wire-error';

describe('what counts as a dependency that is away for now', () => {
  it('takes database restarts, lost connections and a transaction the restart ended as transient (503)', () => {
    expect(isTransient(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isTransient(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isTransient(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isTransient(new Error('Transaction query already complete, run with DEBUG=knex:tx for more info'))).toBe(true);
    expect(isTransient(new Error('x', { cause: Object.assign(new Error('y'), { code: '08006' }) }))).toBe(true);
    expect(toWireError(new Error('Transaction query already complete')).status).toBe(503);
  });

  it('keeps bugs and bad input out of it', () => {
    expect(isTransient(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isTransient(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(false);
    expect(isTransient(DomainError.validation('Bad input'))).toBe(false);
    expect(toWireError(new Error('boom')).status).toBe(500);
  });
});
