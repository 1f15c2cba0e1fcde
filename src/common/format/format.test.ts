import { describe, expect, it } from 'vitest';
import { createFormat, dateIn, machineAmount, usableLocale } from './format.js';
import { formatMinutes, plural, pluralWord } from './plural.js';
import { percent, roundShares } from './shares.js';

describe('formatting', () => {
  it('finds the day of an instant on the wall clock of the zone, the same with or without the UTC shortcut', () => {
    expect(dateIn('2030-03-10T23:59:00.000Z', 'UTC')).toBe('2030-03-10');
    expect(dateIn('2030-03-10T23:59:00.000Z', 'Etc/UTC')).toBe('2030-03-10');
    expect(dateIn('2030-03-10T03:00:00.000Z', 'America/Los_Angeles')).toBe('2030-03-09');
  });

  it('pluralises every count: one of a thing, several things', () => {
    expect(plural(1, 'file')).toBe('1 file');
    expect(plural(2, 'file')).toBe('2 files');
    expect(plural(0, 'message')).toBe('0 messages');
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
    expect(plural(3, 'entry', 'entries')).toBe('3 entries');
    expect(`${plural(1, 'file')} ${pluralWord(1, 'was', 'were')}`).toBe('1 file was');
    expect(`${plural(2, 'file')} ${pluralWord(2, 'was', 'were')}`).toBe('2 files were');
  });

  it('says durations the way people do, never "1 hours"', () => {
    expect(formatMinutes(1)).toBe('1 minute');
    expect(formatMinutes(45.4)).toBe('45 minutes');
    expect(formatMinutes(59.7)).toBe('1 hour');
    expect(formatMinutes(60)).toBe('1 hour');
    expect(formatMinutes(63)).toBe('1.1 hours');
    expect(formatMinutes(210)).toBe('3.5 hours');
    expect(formatMinutes(24 * 60)).toBe('24 hours');
    expect(formatMinutes(3 * 1440)).toBe('3 days');
    for (let minutes = 0; minutes < 10 * 1440; minutes += 7) expect(formatMinutes(minutes)).not.toMatch(/^1 \w+s$/);
    expect(percent(1, 3)).toBe('33.3%');
    expect(percent(0, 0)).toBe('0%');
  });

  it('formats every date and time one way, in the family locale and the report time zone', () => {
    const us = createFormat('en-US', 'America/New_York');
    expect(us.date('2030-03-04')).toBe('Mar 4, 2030');
    expect(us.dates(['2030-03-04', '2030-03-05'])).toBe('Mar 4, 2030; Mar 5, 2030');
    expect(us.dateTime('2030-03-04T22:00:00.000Z')).toBe('Mar 4, 2030, 5:00 PM');
    expect(us.day('2030-03-05T03:00:00.000Z')).toBe('Mar 4, 2030');
    expect(us.time('2030-03-04T22:00:00.000Z')).toBe('5:00 PM');
    expect(us.clock('17:00')).toBe('5:00 PM');
    // Across the change to daylight saving time, the wall clock of the zone.
    expect(us.dateTime('2030-03-10T06:59:00.000Z')).toBe('Mar 10, 2030, 1:59 AM');
    expect(us.dateTime('2030-03-10T07:00:00.000Z')).toBe('Mar 10, 2030, 3:00 AM');

    const uk = createFormat('en-GB', 'Europe/London');
    expect(uk.date('2030-03-04')).toBe('4 Mar 2030');
    expect(uk.dateTime('2030-03-04T17:00:00.000Z')).toBe('4 Mar 2030, 17:00');
  });

  it('rewrites the dates and times of sentences the app wrote into the same format, never ISO next to US style', () => {
    const us = createFormat('en-US', 'UTC');
    expect(us.localise("Archived the event 'Dentist' (Tue 4 Mar 2030)")).toBe("Archived the event 'Dentist' (Mar 4, 2030)");
    expect(us.localise('2-2-3 starting Mon 4 Mar 2030, exchanges at 17:00 America/New_York, Alex Rivera starts')).toBe(
      '2-2-3 starting Mar 4, 2030, exchanges at 5:00 PM America/New_York, Alex Rivera starts',
    );
    expect(us.localise('Swap for 2030-03-04 and 2030-03-05 at 2030-03-04T17:00:00.000Z')).toBe(
      'Swap for Mar 4, 2030 and Mar 5, 2030 at Mar 4, 2030, 5:00 PM',
    );
    expect(createFormat('en-GB', 'UTC').localise('From Mar 4, 2030 at 5:00 PM')).toBe('From 4 Mar 2030 at 5:00 PM');
    expect(us.localise('Nothing to change: 2030-13-45, 25:99, 3 of 4')).toBe('Nothing to change: 2030-13-45, 25:99, 3 of 4');
    // Amounts, as stored sentences write them, read in the locale of the reader.
    const german = createFormat('de-DE', 'UTC');
    expect(german.localise("Approved 'Dentist' ($1,234.50); owed -$5.00 or -$0.50; usual range $10–$1,200.")).toBe(
      "Approved 'Dentist' (1.234,50 $); owed -5,00 $ or -0,50 $; usual range 10 $–1.200 $.",
    );
    expect(german.localise('Not an amount: $1234.50, $12.5, $1,23')).toBe('Not an amount: $1234.50, $12.5, $1,23');
    expect(us.localise('A payment of $35.00 from Sam to Alex')).toBe('A payment of $35.00 from Sam to Alex');
    expect(createFormat('en-IN', 'UTC').localise('Total $123,456.00')).toBe('Total $1,23,456.00');
  });

  it('formats calendar dates in words, without a year, with a weekday and as a month, the same day in every zone', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const us = createFormat('en-US', zone);
      expect(us.longDate('2016-04-12')).toBe('April 12, 2016');
      expect(us.shortDate('2030-03-04')).toBe('Mar 4');
      expect(us.weekdayDate('2030-03-04')).toBe('Mon, Mar 4');
      expect(us.month('2030-03')).toBe('March 2030');
    }
    const uk = createFormat('en-GB', 'Europe/London');
    expect(uk.longDate('2016-04-12')).toBe('12 April 2016');
    expect(uk.shortDate('2030-03-04')).toBe('4 Mar');
  });

  it('names days in full, by their weekday and hours of the day, for calendars and charts', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const us = createFormat('en-US', zone);
      expect(us.fullDate('2030-03-04')).toBe('Monday, March 4, 2030');
      expect(us.longWeekdayDate('2030-03-04')).toBe('Monday, Mar 4');
      expect(us.weekday('2030-03-04')).toBe('Mon');
      expect(us.monthInitial('2030-03')).toBe('M');
      expect(us.hour(0)).toBe('12 AM');
      expect(us.hour(17)).toBe('5 PM');
    }
    const uk = createFormat('en-GB', 'Europe/London');
    expect(uk.fullDate('2030-03-04')).toBe('Monday, 4 March 2030');
    expect(uk.hour(17)).toBe('17');
  });

  it('formats amounts in cents as dollars in the locale, and knows today in the zone', () => {
    expect(createFormat('en-US', 'UTC').money(123450)).toBe('$1,234.50');
    expect(createFormat('en-US', 'UTC').money(-500)).toBe('-$5.00');
    expect(createFormat('de-DE', 'UTC').money(123450)).toBe('1.234,50 $');
    expect(machineAmount(123450)).toBe('1234.50');
    expect(machineAmount(5)).toBe('0.05');
    const lateEvening = new Date('2030-03-05T03:00:00.000Z');
    expect(createFormat('en-US', 'America/Los_Angeles').today(lateEvening)).toBe('2030-03-04');
    expect(createFormat('en-US', 'Asia/Tokyo').today(lateEvening)).toBe('2030-03-05');
  });

  it('rounds shares shown side by side so they add up to 100', () => {
    expect(roundShares([5, 3])).toEqual([63, 37]);
    expect(roundShares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(roundShares([0, 0])).toEqual([0, 0]);
    expect(roundShares([7, 0])).toEqual([100, 0]);
    for (let a = 0; a <= 40; a += 1) for (let b = 1; b <= 40; b += 3) expect(roundShares([a, b]).reduce((x, y) => x + y)).toBe(100);
  });

  it('never trusts a stored locale blindly', () => {
    expect(usableLocale('en-GB')).toBe('en-GB');
    expect(usableLocale(null)).toBe('en-US');
    expect(usableLocale('not a locale!')).toBe('en-US');
  });
});
