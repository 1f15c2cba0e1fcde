import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, paymentDateProblem, todayAnywhere } from './payment-rules.js';

describe('payment dates', () => {
  const today = { earliest: '2026-05-17', latest: '2026-05-17' };

  it('accepts today and up to 90 days back, refuses the future, older dates and non-dates', () => {
    expect(paymentDateProblem('2026-05-17', today)).toBeNull();
    expect(paymentDateProblem('2026-02-16', today)).toBeNull();
    expect(paymentDateProblem('2026-02-15', today)).toBe(PAYMENT_MESSAGES.tooOld);
    expect(paymentDateProblem('2026-05-18', today)).toBe(PAYMENT_MESSAGES.future);
    expect(paymentDateProblem('2026-02-30', today)).toBe(PAYMENT_MESSAGES.date);
    expect(paymentDateProblem('yesterday', today)).toBe(PAYMENT_MESSAGES.date);
  });

  it('on the server, allows the dates it may be anywhere on Earth', () => {
    // 11:00 UTC on 17 May is already 18 May at UTC+14, and still 16 May at UTC-12.
    expect(todayAnywhere(new Date('2026-05-17T11:00:00Z'))).toEqual({ earliest: '2026-05-16', latest: '2026-05-18' });
    expect(todayAnywhere(new Date('2026-05-17T12:30:00Z'))).toEqual({ earliest: '2026-05-17', latest: '2026-05-18' });
    const window = todayAnywhere(new Date('2026-05-17T11:00:00Z'));
    expect(paymentDateProblem('2026-05-18', window)).toBeNull();
    expect(paymentDateProblem('2026-05-19', window)).toBe(PAYMENT_MESSAGES.future);
    expect(paymentDateProblem('2026-02-15', window)).toBeNull();
    expect(paymentDateProblem('2026-02-14', window)).toBe(PAYMENT_MESSAGES.tooOld);
  });
});
