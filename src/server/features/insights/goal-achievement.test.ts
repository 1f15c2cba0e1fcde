import { describe, expect, it } from 'vitest';
import { goalFigures, goalsMetric } from './goal-achievement.js';

describe('goal achievement', () => {
  it('is the share of goals due in the period (and already due) done by the end of their due date', () => {
    const goals = [
      { dueDate: '2030-03-05', completedAt: '2030-03-05T22:00:00.000Z' }, // on the day: on time
      { dueDate: '2030-03-06', completedAt: '2030-03-08T09:00:00.000Z' }, // late
      { dueDate: '2030-03-07', completedAt: null }, // not done
      { dueDate: '2030-03-20', completedAt: null }, // not yet due
      { dueDate: '2030-02-20', completedAt: '2030-02-19T09:00:00.000Z' }, // the period before
    ];
    const figures = goalFigures(goals, '2030-03-01', '2030-03-15');
    expect(figures).toEqual({ due: 3, doneOnTime: 1, value: 33 });
    const previous = goalFigures(goals, '2030-02-13', '2030-03-01');
    expect(previous).toEqual({ due: 1, doneOnTime: 1, value: 100 });
    expect(goalsMetric(figures, previous)).toMatchObject({
      value: 33,
      trend: 'down',
      description: '1 of 3 shared goals due in the period done by the due date',
    });
    expect(goalFigures([], '2030-03-01', '2030-03-15').value).toBeNull();
  });
});
