import { describe, expect, it } from 'vitest';
import { outletTime } from '../../src/venue/venue';

/** The outlet's time worked out afresh, as a schedule reads it. */
function fresh(timeZone: string, now: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday')) + 1;
  return { day, time: `${part('hour')}:${part('minute')}` };
}

describe("an outlet's time of day, worked out once a minute per time zone", () => {
  it('reads the minute at its edges, in zones a half and three quarters of an hour from UTC', () => {
    // Saturday 2026-12-05 15:59 in Singapore: the last millisecond of a minute, then the next.
    expect(outletTime('Asia/Singapore', new Date('2026-12-05T07:59:59.999Z'))).toEqual({
      day: 7,
      time: '15:59',
    });
    expect(outletTime('Asia/Singapore', new Date('2026-12-05T08:00:00.000Z'))).toEqual({
      day: 7,
      time: '16:00',
    });
    // Midnight passed in Kolkata (+05:30) and Kathmandu (+05:45): Sunday there.
    expect(outletTime('Asia/Kolkata', new Date('2026-12-05T18:30:00.000Z'))).toEqual({
      day: 1,
      time: '00:00',
    });
    expect(outletTime('Asia/Kathmandu', new Date('2026-12-05T18:29:59.000Z'))).toEqual({
      day: 1,
      time: '00:14',
    });
  });

  it('equals the time worked out afresh, each zone on its own, with a clock moved back and forth', () => {
    const zones = ['Asia/Singapore', 'Asia/Kuwait', 'Asia/Kathmandu', 'America/St_Johns', 'UTC'];
    const start = Date.parse('2026-03-08T00:00:00.000Z');
    // Every 7 min 13.7 s over three days, each time the zones in turn, then backwards.
    const instants = Array.from({ length: 600 }, (_, i) => new Date(start + i * 433_700));
    for (const now of [...instants, ...instants.reverse()]) {
      for (const zone of zones) {
        expect(outletTime(zone, now), `${zone} ${now.toISOString()}`).toEqual(fresh(zone, now));
      }
    }
  });

  it('gives each caller its own answer: changing one does not change the next', () => {
    const now = new Date('2026-12-05T08:00:30.000Z');
    const first = outletTime('Asia/Singapore', now);
    first.time = '99:99';
    expect(outletTime('Asia/Singapore', now)).toEqual({ day: 7, time: '16:00' });
  });
});
