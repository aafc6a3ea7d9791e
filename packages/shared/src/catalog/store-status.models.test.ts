import { describe, expect, test } from 'vitest';
import {
  getOpeningStatus,
  getStoreStatus,
  parseClockTime,
  toPlatformTime,
  type OpeningHours,
} from './store-status.models';

/** An instant given as platform-local (Asia/Kolkata, UTC+5:30) date and time. */
const kolkata = (local: string) => new Date(`${local}+05:30`);

// 2026-11-23 is a Monday.
const weekdayLunchAndDinner: OpeningHours = {
  '1': [
    ['11:00', '15:00'],
    ['19:00', '23:00'],
  ],
  '2': [['09:00', '22:00']],
  '5': [['18:00', '02:00']],
};

describe('opening status in the platform time zone', () => {
  test('no opening hours means always open', () => {
    expect(getOpeningStatus({ openingHours: null, now: kolkata('2026-11-23T03:00') })).toEqual({
      is_open: true,
      opens_at_text: null,
    });
  });

  test('open inside a range, closed at its end (ranges are half-open)', () => {
    expect(
      getOpeningStatus({ openingHours: weekdayLunchAndDinner, now: kolkata('2026-11-23T11:00') }),
    ).toEqual({ is_open: true, opens_at_text: null });
    expect(
      getOpeningStatus({ openingHours: weekdayLunchAndDinner, now: kolkata('2026-11-23T15:00') }),
    ).toEqual({ is_open: false, opens_at_text: 'Opens at 19:00' });
  });

  test('before the first range of the day: "Opens at HH:MM"', () => {
    expect(
      getOpeningStatus({ openingHours: weekdayLunchAndDinner, now: kolkata('2026-11-23T08:30') }),
    ).toEqual({ is_open: false, opens_at_text: 'Opens at 11:00' });
  });

  test('after the last range: "Opens tomorrow at HH:MM"', () => {
    expect(
      getOpeningStatus({ openingHours: weekdayLunchAndDinner, now: kolkata('2026-11-23T23:30') }),
    ).toEqual({ is_open: false, opens_at_text: 'Opens tomorrow at 09:00' });
  });

  test('days ahead: "Opens Friday at HH:MM"; a week ahead names the same weekday', () => {
    expect(
      getOpeningStatus({ openingHours: weekdayLunchAndDinner, now: kolkata('2026-11-24T22:30') }),
    ).toEqual({ is_open: false, opens_at_text: 'Opens Friday at 18:00' });
    expect(
      getOpeningStatus({
        openingHours: { '1': [['10:00', '11:00']] },
        now: kolkata('2026-11-23T12:00'),
      }),
    ).toEqual({ is_open: false, opens_at_text: 'Opens Monday at 10:00' });
  });

  test('a range past midnight stays open into the next morning', () => {
    // Friday 18:00 to Saturday 02:00.
    expect(
      getOpeningStatus({ openingHours: weekdayLunchAndDinner, now: kolkata('2026-11-27T23:59') }),
    ).toEqual({ is_open: true, opens_at_text: null });
    expect(
      getOpeningStatus({ openingHours: weekdayLunchAndDinner, now: kolkata('2026-11-28T01:30') }),
    ).toEqual({ is_open: true, opens_at_text: null });
    expect(
      getOpeningStatus({ openingHours: weekdayLunchAndDinner, now: kolkata('2026-11-28T02:00') }),
    ).toEqual({ is_open: false, opens_at_text: 'Opens Monday at 11:00' });
  });

  test('the platform day, not UTC, decides the weekday', () => {
    // Sunday 20:00 UTC is Monday 01:30 in Kolkata.
    expect(toPlatformTime(new Date('2026-11-22T20:00:00Z'))).toEqual({ weekday: 1, minute: 90 });
    expect(
      getOpeningStatus({
        openingHours: { '7': [['20:00', '23:00']] },
        now: new Date('2026-11-22T15:00:00Z'),
      }),
    ).toEqual({ is_open: true, opens_at_text: null });
  });

  test('equal open and close mean the whole day; "24:00" closes at midnight', () => {
    expect(
      getOpeningStatus({
        openingHours: { '1': [['00:00', '00:00']] },
        now: kolkata('2026-11-23T04:00'),
      }).is_open,
    ).toBe(true);
    expect(
      getOpeningStatus({
        openingHours: { '1': [['12:00', '24:00']] },
        now: kolkata('2026-11-23T23:59'),
      }).is_open,
    ).toBe(true);
  });

  test('no hours on any day: closed with no opening to announce; malformed times are ignored', () => {
    expect(getOpeningStatus({ openingHours: {}, now: kolkata('2026-11-23T12:00') })).toEqual({
      is_open: false,
      opens_at_text: null,
    });
    expect(
      getOpeningStatus({
        openingHours: { '1': [['late', '25:00']], '2': [['9:30', '10:00']] },
        now: kolkata('2026-11-23T12:00'),
      }),
    ).toEqual({ is_open: false, opens_at_text: 'Opens tomorrow at 09:30' });
    expect(parseClockTime('24:01')).toBeNull();
    expect(parseClockTime('07:60')).toBeNull();
  });
});

describe('store status on lists (asked for the same cached rows on every request)', () => {
  test('parsed hours are kept per hours object: each store still gets its own answer, every time', () => {
    const lunch: OpeningHours = { '1': [['11:00', '15:00']] };
    const dinner: OpeningHours = { '1': [['19:00', '23:00']] };
    const noon = kolkata('2026-11-23T12:00');
    for (let round = 0; round < 3; round += 1) {
      expect(getOpeningStatus({ openingHours: lunch, now: noon }).is_open).toBe(true);
      expect(getOpeningStatus({ openingHours: dinner, now: noon })).toEqual({
        is_open: false,
        opens_at_text: 'Opens at 19:00',
      });
    }
    // The next day (Tuesday) neither has hours: the weekday is part of what is kept.
    expect(getOpeningStatus({ openingHours: lunch, now: kolkata('2026-11-24T12:00') })).toEqual({
      is_open: false,
      opens_at_text: 'Opens Monday at 11:00',
    });
  });

  test('an empty holiday list and no pause leave the hours to decide; a holiday today closes', () => {
    const hours: OpeningHours = { '1': [['11:00', '15:00']] };
    const noon = kolkata('2026-11-23T12:00');
    expect(
      getStoreStatus({ openingHours: hours, holidays: [], ordersPausedUntil: null, now: noon }),
    ).toEqual({ is_open: true, opens_at_text: null, closed_reason: null });
    expect(
      getStoreStatus({ openingHours: hours, holidays: ['2026-11-23'], now: noon }),
    ).toMatchObject({ is_open: false, closed_reason: 'holiday' });
  });

  test('a pause shows its end as a clock time, also past midnight; a pause of days does not', () => {
    const night = kolkata('2026-11-23T23:50');
    const status = (until: string) =>
      getStoreStatus({ openingHours: null, ordersPausedUntil: kolkata(until), now: night });
    expect(status('2026-11-23T23:59')).toMatchObject({
      opens_at_text: 'Not accepting orders until 23:59',
      closed_reason: 'paused',
    });
    // A 30-minute pause at 23:50 (a run of the console journey at that hour showed "right now").
    expect(status('2026-11-24T00:20').opens_at_text).toBe('Not accepting orders until 00:20');
    expect(status('2026-11-26T09:00').opens_at_text).toBe('Not accepting orders right now');
  });
});
