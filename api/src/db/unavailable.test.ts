import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that is restarting, gone or out of reach', () => {
    for (const err of [
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
    ]) {
      expect(isDatabaseUnavailable(err), err.message).toBe(true);
    }
  });

  it('leaves a wrong query, a broken rule or anything else a bug', () => {
    for (const err of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation "x" does not exist'),
      new Error('Cannot read properties of undefined'),
      'Connection terminated',
      null,
    ]) {
      expect(isDatabaseUnavailable(err)).toBe(false);
    }
  });
});
