import { describe, expect, it } from 'vitest';
import { GuardedClient } from '../../server/db/guarded-client.ts';

describe('GuardedClient', () => {
  it('never leaves a broken connection’s error unheard (which would end the process)', () => {
    const client = new GuardedClient({ connectionString: 'postgres://127.0.0.1:9/none' });
    expect(() => client.emit('error', new Error('Connection terminated unexpectedly'))).not.toThrow();
  });
});
