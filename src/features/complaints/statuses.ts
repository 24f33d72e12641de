/** A complaint's statuses in their order (no imports: the schema and the islands read it). */
export const COMPLAINT_STATUSES = ['received', 'in-progress', 'waiting', 'answered', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
