import { describe, expect, it } from 'vitest';
import { homePage } from '@test/fixtures/home-page';
import { outletTime, outletTimeAt } from '../utils/outlet-time';
import { visibleCategories } from '../utils/visible-categories';
import {
  CATEGORIES,
  MONDAY_10AM_SG,
  MONDAY_NOON_SG,
  SUNDAY_10AM_SG,
  category,
  item,
} from './fixtures';

describe('outletTimeAt', () => {
  it('gives the day (Sunday is 1) and the 24-hour time in the outlet’s zone', () => {
    expect(outletTimeAt(SUNDAY_10AM_SG, 'Asia/Singapore')).toEqual({ day: 1, time: '10:00' });
    expect(outletTimeAt(MONDAY_10AM_SG, 'Asia/Singapore')).toEqual({ day: 2, time: '10:00' });
    // The same moment is still Sunday evening in New York.
    expect(outletTimeAt(MONDAY_10AM_SG, 'America/New_York')).toEqual({ day: 1, time: '21:00' });
  });

  it('writes midnight as 00:00 and Saturday as 7', () => {
    expect(outletTimeAt(new Date('2026-11-21T16:00:00Z'), 'Asia/Singapore')).toEqual({
      day: 1,
      time: '00:00',
    });
    expect(outletTimeAt(new Date('2026-11-21T15:59:00Z'), 'Asia/Singapore')).toEqual({
      day: 7,
      time: '23:59',
    });
  });

  it('reads Kuwait, three hours from UTC', () => {
    expect(outletTimeAt(new Date('2026-11-23T08:30:00Z'), 'Asia/Kuwait')).toEqual({
      day: 2,
      time: '11:30',
    });
  });
});

describe('outletTime', () => {
  const singapore = { time_zone: 'Asia/Singapore' };

  it('reads the day and time in the outlet’s own zone, from the configuration', () => {
    // The home page fixture's outlet is the SG cafe's.
    expect(homePage.outlet.time_zone).toBe('Asia/Singapore');
    expect(outletTime(MONDAY_10AM_SG, homePage.outlet)).toEqual({ day: 2, time: '10:00' });
    expect(outletTime(SUNDAY_10AM_SG, singapore)).toEqual({ day: 1, time: '10:00' });
  });

  it('follows the outlet’s zone, not the company’s country', () => {
    // The SG company's outlet in New York: the outlet's zone decides, where the country guess
    // would have read Singapore's Monday 10:00.
    expect(
      outletTime(MONDAY_10AM_SG, { ...homePage.outlet, time_zone: 'America/New_York' }),
    ).toEqual({
      day: 1,
      time: '21:00',
    });
    expect(outletTime(MONDAY_10AM_SG, { time_zone: 'Asia/Kuwait' })).toEqual({
      day: 2,
      time: '05:00',
    });
  });

  it('shows a category by the outlet’s clock', () => {
    const ids = (timeZone: string) =>
      visibleCategories(CATEGORIES, outletTime(MONDAY_10AM_SG, { time_zone: timeZone })).map(
        (entry) => entry.id,
      );
    // 10:00 on Monday in Singapore is breakfast; the same moment is Sunday night in New York.
    expect(ids('Asia/Singapore')).toContain(11);
    expect(ids('America/New_York')).not.toContain(11);
  });
});

describe('visibleCategories', () => {
  const ids = (date: Date) =>
    visibleCategories(CATEGORIES, outletTimeAt(date, 'Asia/Singapore')).map((entry) => entry.id);

  it('shows breakfast in its slot and hides weekend brunch on a Monday', () => {
    expect(ids(MONDAY_10AM_SG)).toEqual([11, 13, 14, 15, 16]);
  });

  it('hides breakfast after its slot', () => {
    expect(ids(MONDAY_NOON_SG)).toEqual([13, 14, 15, 16]);
  });

  it('shows weekend brunch on Sunday', () => {
    expect(ids(SUNDAY_10AM_SG)).toEqual([11, 12, 13, 14, 15, 16]);
  });

  it('hides a scheduled sub-category outside its slot', () => {
    const happyHour = category(2, 'Happy hour', [item({ id: 2, name: 'Beer' })], {
      schedules: [{ days: [2], time_slots: [{ start_time: '17:00', end_time: '19:00' }] }],
    });
    const bar = category(1, 'Bar', [item({ id: 1, name: 'Soda' })], { categories: [happyHour] });
    const [shown] = visibleCategories([bar], outletTimeAt(MONDAY_10AM_SG, 'Asia/Singapore'));
    expect(shown?.categories).toEqual([]);
    expect(shown?.items.map((entry) => entry.name)).toEqual(['Soda']);
  });
});
