import type { Handover, ScheduleItem, WeekFacts } from '../week-facts.js';
import { addDays } from '../../../../common/custody/calendar-dates.js';
import { describe, expect, it } from 'vitest';
import { detectConflicts } from './detect-conflicts.js';

/**
 * A week written by hand (UTC, Mon 4 to Sun 10 Mar 2030) with known conflicts: Alex ('a') has the children until the
 * handover on Thu 7 Mar at 17:00, Sam ('b') until Mon 11 Mar at 17:00.
 */
const A = 'a';
const B = 'b';
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00.000Z`);

function item(id: string, fields: Partial<ScheduleItem> & { date: string; from: string; to: string }): ScheduleItem {
  const { date, from, to, ...rest } = fields;
  return {
    id,
    seriesId: id,
    title: id,
    start: at(date, from),
    end: at(date, to),
    eventType: 'activity',
    childId: null,
    childName: null,
    assignedParent: null,
    location: null,
    allDay: false,
    isRecurring: false,
    createdBy: A,
    timeZone: 'UTC',
    ...rest,
  };
}

const maya = { childId: 'maya', childName: 'Maya' };
const leo = { childId: 'leo', childName: 'Leo' };

const WEEK_EVENTS: ScheduleItem[] = [
  item('dentist', {
    ...maya,
    title: 'Dentist',
    date: '2030-03-04',
    from: '10:00',
    to: '11:00',
    assignedParent: A,
    eventType: 'appointment',
  }),
  item('swim', { ...maya, title: 'Swim lesson', date: '2030-03-04', from: '10:30', to: '11:30', assignedParent: A }),
  item('football', { ...leo, title: 'Football', date: '2030-03-05', from: '16:00', to: '17:00', assignedParent: A }),
  item('piano', { ...maya, title: 'Piano', date: '2030-03-05', from: '16:30', to: '17:30', assignedParent: 'both', createdBy: B }),
  item('doctor', { ...leo, title: 'Doctor', date: '2030-03-06', from: '09:00', to: '10:00', assignedParent: A, location: 'Clinic' }),
  item('haircut', { ...leo, title: 'Haircut', date: '2030-03-06', from: '10:05', to: '10:35', assignedParent: A, location: 'Salon' }),
  item('play', {
    ...maya,
    title: 'School play',
    date: '2030-03-07',
    from: '16:30',
    to: '18:00',
    assignedParent: B,
    createdBy: B,
    eventType: 'school',
  }),
  item('trip', { ...leo, title: 'School trip', date: '2030-03-08', from: '00:00', to: '23:59', allDay: true, eventType: 'school' }),
  item('art', { ...maya, title: 'Art class', date: '2030-03-09', from: '10:00', to: '11:00', assignedParent: B, createdBy: B }),
  item('recital', { ...maya, title: 'Recital', date: '2030-03-09', from: '14:00', to: '15:00', assignedParent: A }),
];

const handover = (date: string, from: string, to: string): Handover => ({
  at: at(date, '17:00'),
  date,
  fromParentId: from,
  toParentId: to,
  fromName: from === A ? 'Alex' : 'Sam',
  toName: to === A ? 'Alex' : 'Sam',
  place: 'School gate',
});

function handWrittenWeek(overrides: Partial<WeekFacts> = {}): WeekFacts {
  const nights = new Map<string, string>();
  for (let d = '2030-02-25'; d <= '2030-03-20'; d = addDays(d, 1)) nights.set(d, d >= '2030-03-07' && d <= '2030-03-10' ? B : A);
  return {
    events: WEEK_EVENTS,
    handovers: [handover('2030-03-07', A, B), handover('2030-03-11', B, A)],
    nights,
    exchangeTime: '17:00',
    timeZone: 'UTC',
    parents: [
      { id: A, name: 'Alex' },
      { id: B, name: 'Sam' },
    ],
    bufferMinutes: 15,
    pastHandovers: [],
    viewerId: A,
    now: at('2030-03-01', '12:00'),
    ...overrides,
  };
}

const brief = (facts = handWrittenWeek()) =>
  detectConflicts(facts).map((c) => ({
    id: c.id,
    type: c.type,
    severity: c.severity,
    affected: c.affectedEvents,
    resolutions: c.suggestedResolutions.map((r) => [r.type, r.id, r.autoImplementable, r.needsApproval]),
  }));

describe('conflict detection on a hand-written week', () => {
  it('finds exactly the conflicts of the week, most severe first, each with its resolutions', () => {
    expect(brief()).toEqual([
      {
        id: 'time_overlap:dentist|swim',
        type: 'time_overlap',
        severity: 'high',
        affected: ['dentist', 'swim'],
        resolutions: [['reschedule', 'reschedule~swim~2030-03-04T11:15:00.000Z', true, false]],
      },
      {
        id: 'parent_double_booked:football|piano',
        type: 'parent_double_booked',
        severity: 'high',
        affected: ['football', 'piano'],
        resolutions: [
          ['reschedule', 'reschedule~football~2030-03-05T17:45:00.000Z', true, false],
          ['split_pickup', 'reassign~football~b', false, true],
        ],
      },
      {
        id: 'handover_overlap:play|2030-03-07T17:00:00.000Z',
        type: 'handover_overlap',
        severity: 'high',
        affected: ['play'],
        resolutions: [['reschedule', 'reschedule~play~2030-03-07T17:15:00.000Z', true, true]],
      },
      {
        id: 'tight_buffer:doctor|haircut',
        type: 'tight_buffer',
        severity: 'medium',
        affected: ['doctor', 'haircut'],
        resolutions: [['reschedule', 'reschedule~haircut~2030-03-06T10:15:00.000Z', true, false]],
      },
      {
        id: 'custody_mismatch:play',
        type: 'custody_mismatch',
        severity: 'medium',
        affected: ['play'],
        resolutions: [
          ['propose_swap', 'propose_swap~2030-03-06~2030-03-07', true, true],
          ['reschedule', 'reschedule~play~2030-03-07T17:15:00.000Z', true, true],
          ['reassign', 'reassign~play~a', false, true],
        ],
      },
      {
        id: 'custody_mismatch:recital',
        type: 'custody_mismatch',
        severity: 'medium',
        affected: ['recital'],
        resolutions: [
          ['reschedule', 'reschedule~recital~2030-03-11T17:15:00.000Z', true, false],
          ['reassign', 'reassign~recital~b', false, true],
        ],
      },
    ]);
  });

  it('describes each conflict in plain facts', () => {
    const [overlap, , handover, buffer, mismatch] = detectConflicts(handWrittenWeek());
    expect(overlap?.title).toBe('Maya is booked twice');
    expect(overlap?.description).toBe("'Dentist' (Mon 4 Mar 10:00) and 'Swim lesson' (Mon 4 Mar 10:30) overlap for Maya.");
    expect(handover?.description).toBe("'School play' (Thu 7 Mar 16:30) runs through the handover to Sam at 17:00 at School gate.");
    expect(buffer?.title).toBe("Only 5 min between 'Doctor' and 'Haircut'");
    expect(mismatch?.description).toBe("Sam is assigned to 'School play' (Thu 7 Mar 16:30), but Maya is with Alex then.");
    expect(mismatch?.suggestedResolutions[0]?.description).toBe('Ask Sam to swap the night of Wed 6 Mar for Thu 7 Mar');
  });

  it('seen by the other parent: what is not theirs alone is asked of its parent, never applied', () => {
    const seen = detectConflicts(handWrittenWeek({ viewerId: B })).map((c) => [c.id, c.suggestedResolutions.map((r) => r.needsApproval)]);
    expect(seen).toEqual([
      ['time_overlap:dentist|swim', [true]],
      ['parent_double_booked:football|piano', [true]],
      ['handover_overlap:play|2030-03-07T17:00:00.000Z', [false]],
      ['tight_buffer:doctor|haircut', [true]],
      ['custody_mismatch:play', [true, false, true]],
      ['custody_mismatch:recital', [true, true]],
    ]);
  });

  it('follows the travel buffer, ignores same-place pairs, all-day events and past events for moves', () => {
    const wide = brief(handWrittenWeek({ bufferMinutes: 0 }));
    expect(wide.some((c) => c.type === 'tight_buffer')).toBe(false);
    const samePlace = handWrittenWeek({
      events: [
        item('x', { assignedParent: 'a', date: '2030-03-06', from: '09:00', to: '10:00', location: 'Gym' }),
        item('y', { assignedParent: 'a', date: '2030-03-06', from: '10:05', to: '11:00', location: 'Gym' }),
      ],
    });
    expect(brief(samePlace)).toEqual([]);
    const past = brief(handWrittenWeek({ now: Date.parse('2030-03-05T00:00:00Z') }));
    expect(past[0]?.resolutions).toEqual([]);
  });

  it("flags an event right after a handover its weekday's check-ins say is often late, and moves it past the usual delay", () => {
    // Thursdays before: late 20 min, late 10 min, on time; Mondays: on time. Usually 10 min late, plus the 15 min buffer.
    const pastHandovers = [
      { at: at('2030-02-14', '17:00'), outcome: 'on_time' as const, minutesLate: null },
      { at: at('2030-02-21', '17:00'), outcome: 'late' as const, minutesLate: 10 },
      { at: at('2030-02-25', '17:00'), outcome: 'on_time' as const, minutesLate: null },
      { at: at('2030-02-28', '17:00'), outcome: 'late' as const, minutesLate: 20 },
    ];
    const events = [
      item('soccer', { ...leo, title: 'Soccer', date: '2030-03-07', from: '17:15', to: '18:15', assignedParent: B, createdBy: B }),
      item('later', { ...maya, title: 'Dinner out', date: '2030-03-07', from: '17:30', to: '19:00', createdBy: B }),
      item('monday', { ...maya, title: 'Library', date: '2030-03-11', from: '17:10', to: '18:00', assignedParent: A }),
    ];
    const week = handWrittenWeek({ events, pastHandovers });
    expect(brief(week)).toEqual([
      {
        id: 'late_handover:soccer|2030-03-07T17:00:00.000Z',
        type: 'late_handover',
        severity: 'medium',
        affected: ['soccer'],
        resolutions: [['reschedule', 'reschedule~soccer~2030-03-07T17:30:00.000Z', true, true]],
      },
    ]);
    expect(detectConflicts(week)[0]?.description).toBe(
      "2 of the last 3 checked-in Thursday handovers were late or missed, usually by 10 min; 'Soccer' (Thu 7 Mar 17:15) starts 15 min after the handover to Sam at 17:00.",
    );
    // Seen by Sam, whose event it is: moved directly. A missed handover counts, and one on-time Thursday more lifts it.
    expect(brief(handWrittenWeek({ events, pastHandovers, viewerId: B }))[0]?.resolutions).toEqual([
      ['reschedule', 'reschedule~soccer~2030-03-07T17:30:00.000Z', true, false],
    ]);
    const calmer = [...pastHandovers, { at: at('2030-02-07', '17:00'), outcome: 'on_time' as const, minutesLate: null }];
    expect(
      brief(
        handWrittenWeek({
          events,
          pastHandovers: [...calmer, { at: at('2030-01-31', '17:00'), outcome: 'on_time' as const, minutesLate: null }],
        }),
      ),
    ).toEqual([]);
  });

  it('finds nothing in a calm week', () => {
    expect(detectConflicts(handWrittenWeek({ events: [] }))).toEqual([]);
  });
});
