import { describe, expect, test } from 'vitest';
import {
  findKindTransition,
  isOrderKind,
  KIND_TRANSITIONS,
  ORDER_KINDS,
} from './order-kinds.models';
import { ORDER_STATUS as S, ORDER_TRANSITIONS } from './orders.models';

describe('order kinds', () => {
  test('food keeps the state machine it always had; grocery moves the same way', () => {
    expect(KIND_TRANSITIONS.food).toBe(ORDER_TRANSITIONS);
    expect(KIND_TRANSITIONS.grocery).toBe(ORDER_TRANSITIONS);
  });

  test('a courier order has no store steps: paid, then a rider takes it', () => {
    const statuses = new Set(KIND_TRANSITIONS.courier.flatMap((step) => [step.from, step.to]));
    expect(statuses.has(S.PREPARING)).toBe(false);
    expect(statuses.has(S.READY_FOR_PICKUP)).toBe(false);
    expect(findKindTransition('courier', S.PLACED, S.RIDER_ASSIGNED)?.actors).toContain('rider');
    expect(findKindTransition('courier', S.PLACED, S.PREPARING)).toBeUndefined();
    expect(findKindTransition('food', S.PLACED, S.PREPARING)?.actors).toContain('store');
    // The customer may cancel until a rider has the parcel.
    expect(findKindTransition('courier', S.RIDER_ASSIGNED, S.CANCELLED)?.actors).toEqual(['admin']);
  });

  test('every kind reaches delivered and every step is unique', () => {
    for (const kind of ORDER_KINDS) {
      const steps = KIND_TRANSITIONS[kind];
      expect(steps.some((step) => step.to === S.DELIVERED)).toBe(true);
      const keys = steps.map((step) => `${step.from}>${step.to}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect(isOrderKind('courier')).toBe(true);
    expect(isOrderKind('parcel')).toBe(false);
    expect(isOrderKind(1)).toBe(false);
  });
});
