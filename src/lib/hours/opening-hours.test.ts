import { describe, expect, it } from 'vitest';
import { cases } from '../../../tests/support/cases';
import { dayHours, formatTime, hoursRows, openingHoursSpecification, type HoursSet } from './opening-hours';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
const showroom: HoursSet = { open: [{ days: [...weekdays, 'Saturday'], opens: '09:00', closes: '18:00' }] };
const service: HoursSet = {
  open: [
    { days: weekdays, opens: '08:00', closes: '17:00' },
    { days: ['Saturday'], opens: '09:00', closes: '15:00' },
  ],
  otherwise: 'Emergency service only',
};

describe('formatTime', () => {
  cases('%s -> %s', formatTime, [
    ['09:00', '9 AM'],
    ['18:00', '6 PM'],
    ['13:30', '1:30 PM'],
    ['12:00', '12 PM'],
    ['00:00', '12 AM'],
    ['07:05', '7:05 AM'],
  ]);
});

describe('hoursRows: consecutive days with the same hours share a row; a day not listed is closed', () => {
  it.each<[string, HoursSet, { days: string; hours: string }[]]>([
    [
      'Monday to Saturday, Sunday closed',
      showroom,
      [
        { days: 'Monday - Saturday', hours: '9 AM - 6 PM' },
        { days: 'Sunday', hours: 'Closed' },
      ],
    ],
    [
      'two periods and a word of its own for the other days',
      service,
      [
        { days: 'Monday - Friday', hours: '8 AM - 5 PM' },
        { days: 'Saturday', hours: '9 AM - 3 PM' },
        { days: 'Sunday', hours: 'Emergency service only' },
      ],
    ],
    [
      'a gap midweek',
      { open: [{ days: ['Monday', 'Tuesday', 'Thursday'], opens: '10:00', closes: '16:30' }] },
      [
        { days: 'Monday - Tuesday', hours: '10 AM - 4:30 PM' },
        { days: 'Wednesday', hours: 'Closed' },
        { days: 'Thursday', hours: '10 AM - 4:30 PM' },
        { days: 'Friday - Sunday', hours: 'Closed' },
      ],
    ],
    [
      'every day',
      { open: [{ days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '08:00', closes: '20:00' }] },
      [{ days: 'Monday - Sunday', hours: '8 AM - 8 PM' }],
    ],
  ])('%s', (_name, set, rows) => {
    expect(hoursRows(set)).toEqual(rows);
  });

  it('a later period for the same day wins, as written last', () => {
    const set: HoursSet = { open: [...showroom.open, { days: ['Saturday'], opens: '09:00', closes: '17:00' }] };
    expect(dayHours(set).get('Saturday')).toBe('9 AM - 5 PM');
  });
});

describe('openingHoursSpecification: the same set, for structured data', () => {
  it('one entry per period, with 24-hour times', () => {
    expect(openingHoursSpecification(service)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [...weekdays], opens: '08:00', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '15:00' },
    ]);
  });
});
