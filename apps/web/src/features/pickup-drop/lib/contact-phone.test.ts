import { courierStopInputSchema } from '@app/shared/courier/courier.schemas';
import { describe, expect, test } from 'vitest';
import { isContactPhone, normalisePhone } from './contact-phone';

describe('contact phone', () => {
  test.each([
    '+919876543210',
    '9876543210',
    '1234567',
    '+123456789012345',
    '123456',
    '+0123456789',
    '+1234567890123456',
    '98765 43210',
    'abc1234567',
    '',
  ])('%s is accepted exactly when the contract accepts it', (phone) => {
    expect(isContactPhone(phone)).toBe(
      courierStopInputSchema.shape.contact_phone.safeParse(phone).success,
    );
  });

  test('spaces, dashes and brackets people type are dropped', () => {
    expect(normalisePhone('+91 (98765) 43-210')).toBe('+919876543210');
  });
});
