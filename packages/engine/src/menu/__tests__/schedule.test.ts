import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterVisibleCategories } from '../filter-visible-categories';
import { isCategoryVisible } from '../is-category-visible';
import { isScheduleActive } from '../is-schedule-active';
import { toMinuteOfDay } from '../to-minute-of-day';
import type { CategorySchedule, MenuCategory, MenuItem } from '../types';
import {
  dayArb,
  minuteArb,
  minuteToTime,
  outletTimeArb,
  scheduleArb,
} from '../../../test/arbitraries';
import { errorCode as codeOf } from '../../../test/error-code';

const SUNDAY = 1;
const MONDAY = 2;
const FRIDAY = 6;
const SATURDAY = 7;

const lunch: MenuCategory = {
  id: 1,
  items: [],
  schedules: [{ days: [2, 3, 4, 5, 6], time_slots: [{ start_time: '11:00', end_time: '15:00' }] }],
};

const lateNight: CategorySchedule = {
  days: [FRIDAY],
  time_slots: [{ start_time: '22:00', end_time: '02:00' }],
};

describe('toMinuteOfDay', () => {
  it('reads HH:MM and HH:MM:SS to the minute', () => {
    expect(toMinuteOfDay('00:00')).toBe(0);
    expect(toMinuteOfDay('09:30')).toBe(570);
    expect(toMinuteOfDay('9:05')).toBe(545);
    expect(toMinuteOfDay('23:59:59')).toBe(1439);
  });

  it('accepts 24:00 only as an end of day', () => {
    expect(toMinuteOfDay('24:00', { endOfDay: true })).toBe(1440);
    expect(codeOf(() => toMinuteOfDay('24:00'))).toBe('INVALID_TIME');
    expect(codeOf(() => toMinuteOfDay('24:01', { endOfDay: true }))).toBe('INVALID_TIME');
  });

  it('refuses what is not a time of day', () => {
    for (const bad of ['', 'noon', '25:00', '12:60', '12:00:60', '1200', '12:5', '-1:00']) {
      expect(codeOf(() => toMinuteOfDay(bad))).toBe('INVALID_TIME');
    }
  });

  it('round-trips every minute of the day', () => {
    fc.assert(fc.property(minuteArb, (minute) => toMinuteOfDay(minuteToTime(minute)) === minute));
  });
});

describe('isCategoryVisible', () => {
  it('shows a category without a schedule (spec A §4)', () => {
    expect(isCategoryVisible({ id: 1, items: [] }, { day: SUNDAY, time: '03:00' })).toBe(true);
    expect(
      isCategoryVisible({ id: 1, items: [], schedules: null }, { day: 3, time: '12:00' }),
    ).toBe(true);
    expect(isCategoryVisible({ id: 1, items: [], schedules: [] }, { day: 3, time: '12:00' })).toBe(
      true,
    );
  });

  it('shows a scheduled category only on its days within a slot, both ends included', () => {
    expect(isCategoryVisible(lunch, { day: MONDAY, time: '11:00' })).toBe(true);
    expect(isCategoryVisible(lunch, { day: MONDAY, time: '13:30' })).toBe(true);
    expect(isCategoryVisible(lunch, { day: MONDAY, time: '15:00' })).toBe(true);
    expect(isCategoryVisible(lunch, { day: MONDAY, time: '15:00:45' })).toBe(true);
    expect(isCategoryVisible(lunch, { day: MONDAY, time: '15:01' })).toBe(false);
    expect(isCategoryVisible(lunch, { day: MONDAY, time: '10:59' })).toBe(false);
    expect(isCategoryVisible(lunch, { day: SUNDAY, time: '12:00' })).toBe(false);
    expect(isCategoryVisible(lunch, { day: SATURDAY, time: '12:00' })).toBe(false);
  });

  it('shows a category when any of its slots or schedules covers now', () => {
    const split: MenuCategory = {
      id: 2,
      items: [],
      schedules: [
        {
          days: [MONDAY],
          time_slots: [
            { start_time: '07:00', end_time: '10:00' },
            { start_time: '18:00', end_time: '21:00' },
          ],
        },
        { days: [SUNDAY], time_slots: [{ start_time: '00:00', end_time: '23:59' }] },
      ],
    };
    expect(isCategoryVisible(split, { day: MONDAY, time: '08:00' })).toBe(true);
    expect(isCategoryVisible(split, { day: MONDAY, time: '12:00' })).toBe(false);
    expect(isCategoryVisible(split, { day: MONDAY, time: '19:00' })).toBe(true);
    expect(isCategoryVisible(split, { day: SUNDAY, time: '23:59' })).toBe(true);
  });

  it('runs a slot across midnight into the next day', () => {
    const category: MenuCategory = { id: 3, items: [], schedules: [lateNight] };
    expect(isCategoryVisible(category, { day: FRIDAY, time: '21:59' })).toBe(false);
    expect(isCategoryVisible(category, { day: FRIDAY, time: '22:00' })).toBe(true);
    expect(isCategoryVisible(category, { day: FRIDAY, time: '23:59' })).toBe(true);
    expect(isCategoryVisible(category, { day: SATURDAY, time: '00:00' })).toBe(true);
    expect(isCategoryVisible(category, { day: SATURDAY, time: '02:00' })).toBe(true);
    expect(isCategoryVisible(category, { day: SATURDAY, time: '02:01' })).toBe(false);
    // Saturday itself is not listed: its own evening is not covered.
    expect(isCategoryVisible(category, { day: SATURDAY, time: '22:30' })).toBe(false);
    // Friday early morning belongs to Thursday's slot, and Thursday is not listed.
    expect(isCategoryVisible(category, { day: FRIDAY, time: '01:00' })).toBe(false);
  });

  it('wraps Saturday night into Sunday', () => {
    const saturdayNight: CategorySchedule = {
      days: [SATURDAY],
      time_slots: [{ start_time: '23:00', end_time: '01:30' }],
    };
    expect(isScheduleActive(saturdayNight, { day: SUNDAY, time: '01:00' })).toBe(true);
    expect(isScheduleActive(saturdayNight, { day: SUNDAY, time: '23:30' })).toBe(false);
  });

  it('treats a slot starting and ending on the same minute as that minute only', () => {
    const instant: CategorySchedule = {
      days: [MONDAY],
      time_slots: [{ start_time: '12:00', end_time: '12:00' }],
    };
    expect(isScheduleActive(instant, { day: MONDAY, time: '12:00' })).toBe(true);
    expect(isScheduleActive(instant, { day: MONDAY, time: '12:01' })).toBe(false);
  });

  it('accepts 24:00 as a slot end and covers nothing without slots', () => {
    const evening: CategorySchedule = {
      days: [MONDAY],
      time_slots: [{ start_time: '18:00', end_time: '24:00' }],
    };
    expect(isScheduleActive(evening, { day: MONDAY, time: '23:59' })).toBe(true);
    expect(
      isScheduleActive({ days: [MONDAY], time_slots: [] }, { day: MONDAY, time: '12:00' }),
    ).toBe(false);
  });

  it('refuses malformed schedules and times with typed errors', () => {
    const now = { day: MONDAY, time: '12:00' };
    const withSchedule = (schedule: CategorySchedule): MenuCategory => ({
      id: 9,
      items: [],
      schedules: [schedule],
    });
    const slot = { start_time: '10:00', end_time: '11:00' };
    expect(
      codeOf(() => isCategoryVisible(withSchedule({ days: [0], time_slots: [slot] }), now)),
    ).toBe('INVALID_SCHEDULE');
    expect(
      codeOf(() => isCategoryVisible(withSchedule({ days: [8], time_slots: [slot] }), now)),
    ).toBe('INVALID_SCHEDULE');
    expect(
      codeOf(() => isCategoryVisible(withSchedule({ days: [1.5], time_slots: [slot] }), now)),
    ).toBe('INVALID_SCHEDULE');
    expect(
      codeOf(() =>
        isCategoryVisible(
          withSchedule({ days: [2], time_slots: [{ start_time: '10:00', end_time: '25:00' }] }),
          now,
        ),
      ),
    ).toBe('INVALID_SCHEDULE');
    expect(
      codeOf(() =>
        isCategoryVisible(
          withSchedule({ days: [2], time_slots: [{ start_time: '24:00', end_time: '23:00' }] }),
          now,
        ),
      ),
    ).toBe('INVALID_SCHEDULE');
    expect(codeOf(() => isCategoryVisible(lunch, { day: 0, time: '12:00' }))).toBe('INVALID_DAY');
    expect(codeOf(() => isCategoryVisible(lunch, { day: 8, time: '12:00' }))).toBe('INVALID_DAY');
    expect(codeOf(() => isCategoryVisible({ id: 1, items: [] }, { day: 2, time: '7pm' }))).toBe(
      'INVALID_TIME',
    );
  });

  it('matches a reference model of slots, crossing midnight or not', () => {
    // Reference: a crossing slot is the listed day from start to 23:59 plus the next day from
    // 00:00 to end; any other slot is the listed day from start to end.
    const reference = (schedule: CategorySchedule, day: number, minute: number): boolean =>
      schedule.time_slots.some((slot) => {
        const start = toMinuteOfDay(slot.start_time);
        const end = toMinuteOfDay(slot.end_time);
        const previous = day === 1 ? 7 : day - 1;
        if (start <= end) return schedule.days.includes(day) && start <= minute && minute <= end;
        return (
          (schedule.days.includes(day) && minute >= start) ||
          (schedule.days.includes(previous) && minute <= end)
        );
      });
    fc.assert(
      fc.property(scheduleArb, dayArb, minuteArb, (schedule, day, minute) => {
        const now = { day, time: minuteToTime(minute) };
        return isScheduleActive(schedule, now) === reference(schedule, day, minute);
      }),
    );
  });

  it('is visible exactly when one of its schedules is active', () => {
    fc.assert(
      fc.property(
        fc.array(scheduleArb, { minLength: 1, maxLength: 3 }),
        outletTimeArb,
        (schedules, now) => {
          const visible = isCategoryVisible({ id: 1, items: [], schedules }, now);
          return visible === schedules.some((schedule) => isScheduleActive(schedule, now));
        },
      ),
    );
  });

  it('shows an all-week 00:00 to 23:59 category at every minute', () => {
    const always: MenuCategory = {
      id: 1,
      items: [],
      schedules: [
        { days: [1, 2, 3, 4, 5, 6, 7], time_slots: [{ start_time: '00:00', end_time: '23:59' }] },
      ],
    };
    fc.assert(fc.property(outletTimeArb, (now) => isCategoryVisible(always, now)));
  });
});

describe('filterVisibleCategories', () => {
  const item = { id: 1, name: 'Pancakes', unit_price: '5.00' };
  const breakfast: CategorySchedule = {
    days: [SUNDAY],
    time_slots: [{ start_time: '08:00', end_time: '11:00' }],
  };
  const menu: MenuCategory[] = [
    { id: 1, items: [item] },
    { id: 2, items: [item], schedules: [breakfast] },
    {
      id: 3,
      items: [],
      has_subcategory: true,
      categories: [
        { id: 31, items: [item] },
        { id: 32, items: [item], schedules: [breakfast] },
      ],
    },
    {
      id: 4,
      items: [],
      has_subcategory: true,
      categories: [{ id: 41, items: [item], schedules: [breakfast] }],
    },
    { id: 5, items: [item], schedules: [breakfast], categories: [{ id: 51, items: [item] }] },
  ];

  it('keeps visible categories and sub-categories, recursively', () => {
    const monday = filterVisibleCategories(menu, { day: MONDAY, time: '09:00' });
    expect(monday.map((category) => category.id)).toEqual([1, 3]);
    expect(monday[1]?.categories?.map((category) => category.id)).toEqual([31]);

    const sunday = filterVisibleCategories(menu, { day: SUNDAY, time: '09:00' });
    expect(sunday.map((category) => category.id)).toEqual([1, 2, 3, 4, 5]);
    expect(sunday[2]?.categories?.map((category) => category.id)).toEqual([31, 32]);
  });

  it('drops a parent left with no items and no visible sub-category, and never mutates', () => {
    const snapshot = structuredClone(menu);
    const monday = filterVisibleCategories(menu, { day: MONDAY, time: '09:00' });
    expect(monday.some((category) => category.id === 4)).toBe(false);
    expect(menu).toEqual(snapshot);
  });

  it('returns only visible categories, and filtering twice changes nothing', () => {
    const categoryArb = fc.record({
      id: fc.nat(),
      items: fc.constant<MenuItem[]>([item]),
      schedules: fc.option(fc.array(scheduleArb, { maxLength: 2 }), { nil: null }),
    });
    const treeArb = fc.array(
      fc
        .tuple(categoryArb, fc.array(categoryArb, { maxLength: 3 }))
        .map(([parent, children]): MenuCategory => ({ ...parent, categories: children })),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(treeArb, outletTimeArb, (tree, now) => {
        const once = filterVisibleCategories(tree, now);
        const all = once.flatMap((category) => [category, ...(category.categories ?? [])]);
        expect(all.every((category) => isCategoryVisible(category, now))).toBe(true);
        expect(filterVisibleCategories(once, now)).toEqual(once);
      }),
    );
  });
});
