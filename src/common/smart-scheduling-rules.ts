/**
 * The travel buffer's bounds and default, in minutes, free of zod so Smart Scheduling's screen can use them without
 * loading the schema library; src/common/schemas/smart-scheduling.ts validates the setting with them.
 */
export const TRAVEL_BUFFER = { min: 0, max: 120, default: 15 } as const;
