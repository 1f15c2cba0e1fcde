import { z } from 'zod';

export const childSchema = z.object({
  id: z.string(),
  name: z.string(),
  birthDate: z.string(),
  age: z.number().int(),
  profileImageUrl: z.string().nullable(),
  school: z.string().nullable(),
  grade: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Child = z.infer<typeof childSchema>;

/** Whole years from a YYYY-MM-DD birth date to `today`. */
export function ageInYears(birthDate: string, today: Date = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return Math.max(0, age);
}
