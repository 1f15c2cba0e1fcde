/** A custody exchange as the calendar and the dashboard list it: who takes the children. */
export const handoverTitle = (toName: string): string => `Handover to ${toName}`;
