import { useLingui } from '@lingui/react/macro';
import type { CategorySchedule } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { check, control, field, fieldset, row } from '../../lib/layout.css';

/** The days of a schedule, Sunday first as the spec counts them (1 to 7). */
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A weekday's short name in the console's language: 1 is Sunday (A§9). */
function dayName(day: number, locale: string): string {
  // 2026-11-29 was a Sunday.
  const date = new Date(Date.UTC(2026, 10, 28 + day));
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(date);
}

/**
 * When a category is on the menu: always (null), or on some days in some time slots of the
 * outlet's local time (A§3 Menu schedules). Each schedule has its days and its slots.
 */
export function ScheduleFields({
  schedules,
  onChange,
}: {
  schedules: CategorySchedule[] | null;
  onChange: (next: CategorySchedule[] | null) => void;
}) {
  const { t, i18n } = useLingui();
  const always = schedules === null;
  const lunch: CategorySchedule = {
    days: [2, 3, 4, 5, 6],
    time_slots: [{ start_time: '11:00', end_time: '15:00' }],
  };
  const set = (index: number, next: CategorySchedule | null) => {
    const list = [...(schedules ?? [])];
    if (next === null) list.splice(index, 1);
    else list[index] = next;
    onChange(list.length === 0 ? null : list);
  };
  return (
    <fieldset className={fieldset}>
      <legend>{t`When it is on the menu`}</legend>
      <label className={check}>
        <input
          type="checkbox"
          checked={always}
          onChange={(event) => {
            onChange(event.target.checked ? null : [lunch]);
          }}
        />
        {t`Always`}
      </label>
      {(schedules ?? []).map((schedule, index) => {
        const number = index + 1;
        return (
          <div key={index} role="group" aria-label={t`Schedule ${number}`}>
            <div className={row}>
              {DAYS.map((day) => (
                <label key={day} className={check}>
                  <input
                    type="checkbox"
                    checked={schedule.days.includes(day)}
                    onChange={(event) => {
                      const days = event.target.checked
                        ? [...schedule.days, day].sort((a, b) => a - b)
                        : schedule.days.filter((each) => each !== day);
                      set(index, { ...schedule, days });
                    }}
                  />
                  {dayName(day, i18n.locale)}
                </label>
              ))}
            </div>
            {schedule.time_slots.map((slot, slotIndex) => {
              const setSlot = (change: Partial<typeof slot>) => {
                const time_slots = schedule.time_slots.map((each, i) =>
                  i === slotIndex ? { ...each, ...change } : each,
                );
                set(index, { ...schedule, time_slots });
              };
              return (
                <div key={slotIndex} className={row}>
                  <label className={field}>
                    {t`From`}
                    <input
                      type="time"
                      className={control}
                      value={slot.start_time}
                      onChange={(event) => {
                        setSlot({ start_time: event.target.value });
                      }}
                    />
                  </label>
                  <label className={field}>
                    {t`Until`}
                    <input
                      type="time"
                      className={control}
                      value={slot.end_time}
                      onChange={(event) => {
                        setSlot({ end_time: event.target.value });
                      }}
                    />
                  </label>
                  {schedule.time_slots.length > 1 && (
                    <Button
                      size="small"
                      tone="secondary"
                      onClick={() => {
                        set(index, {
                          ...schedule,
                          time_slots: schedule.time_slots.filter((_, i) => i !== slotIndex),
                        });
                      }}
                    >
                      {t`Remove the time slot`}
                    </Button>
                  )}
                </div>
              );
            })}
            <div className={row}>
              <Button
                size="small"
                tone="secondary"
                onClick={() => {
                  set(index, {
                    ...schedule,
                    time_slots: [
                      ...schedule.time_slots,
                      { start_time: '18:00', end_time: '22:00' },
                    ],
                  });
                }}
              >
                {t`Add a time slot`}
              </Button>
              <Button
                size="small"
                tone="secondary"
                onClick={() => {
                  set(index, null);
                }}
              >
                {t`Remove the schedule`}
              </Button>
            </div>
          </div>
        );
      })}
      {!always && (
        <Button
          size="small"
          tone="secondary"
          onClick={() => {
            onChange([...schedules, lunch]);
          }}
        >
          {t`Add a schedule`}
        </Button>
      )}
    </fieldset>
  );
}
