/** An application's statuses (no imports: the schema and the islands read it). Approved and refused are final. */
export const APPLICATION_STATUSES = ['received', 'info-requested', 'approved', 'refused'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
