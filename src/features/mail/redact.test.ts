/** A refusal logged by the outbox worker keeps its reason, not the recipient's address. */
import { describe, expect, it } from 'vitest';
import { redactAddresses } from './worker.ts';

describe('redactAddresses', () => {
  it('replaces every address in an SMTP reply and keeps the rest', () => {
    expect(redactAddresses('550 5.1.1 <chan.taiman@example.mo>: Recipient address rejected')).toBe('550 5.1.1 <<address>>: Recipient address rejected');
    expect(redactAddresses('Can\'t send mail - all recipients were rejected: 553 a@b.mo, c.d@e.com')).toBe("Can't send mail - all recipients were rejected: 553 <address>, <address>");
    expect(redactAddresses('Connection timeout')).toBe('Connection timeout');
  });
});
