import { z } from 'zod';
import { EVENT_TYPES } from '../constants.js';

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` });

export const createEventRequestSchema = z
  .strictObject({
    title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
    startTime: instant('Start time'),
    endTime: instant('End time'),
    eventType: z.enum(EVENT_TYPES, { error: `Event type must be one of ${EVENT_TYPES.join(', ')}` }),
    childId: z.string().max(64).nullish(),
    assignedParent: z.string().max(64).nullish(),
    description: z.string().max(5000, 'Description must be at most 5000 characters').nullish(),
    location: z.string().max(300, 'Location must be at most 300 characters').nullish(),
    allDay: z.boolean().optional(),
  })
  .refine((e) => Date.parse(e.endTime) > Date.parse(e.startTime), {
    message: 'End time must be after start time',
    path: ['endTime'],
  });
export type CreateEventRequest = z.infer<typeof createEventRequestSchema>;

export const listEventsQuerySchema = z.strictObject({
  from: instant('from').optional(),
  to: instant('to').optional(),
});
export type ListEventsQuery = z.infer<typeof listEventsQuerySchema>;

export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  eventType: z.enum(EVENT_TYPES),
  childId: z.string().nullable(),
  childName: z.string().nullable(),
  assignedParent: z.string().nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  allDay: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type CalendarEvent = z.infer<typeof eventSchema>;
