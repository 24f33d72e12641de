/**
 * The column layout of the register file: the xlsx export writes it and the
 * monthly import reads it (CSV or XLSX), so an exported file loads back as is.
 * Row 1 holds headers (any language; they are not read), data from row 2.
 * Dates are `YYYY-MM-DD`; codes as in SPEC §3; insurers are codes separated by
 * `;` (a name may follow each code after a space, and is ignored on import).
 */
import type { registersText } from './messages.ts';
import type { KeyOf } from '#src/i18n/catalogue.ts';
import type { IntermediaryRecord } from './records.ts';

type MessageKey = KeyOf<typeof registersText>;

export interface RegisterColumn {
  key: keyof IntermediaryRecord;
  header: MessageKey;
  width: number;
}

export const REGISTER_COLUMNS: readonly RegisterColumn[] = [
  { key: 'number', header: 'registers.colNumber', width: 8 },
  { key: 'licenceNo', header: 'registers.licenceNo', width: 14 },
  { key: 'category', header: 'registers.category', width: 9 },
  { key: 'status', header: 'registers.colStatus', width: 10 },
  { key: 'name', header: 'registers.colNamePt', width: 36 },
  { key: 'nameZh', header: 'registers.colNameZh', width: 24 },
  { key: 'authorisedOn', header: 'registers.colAuthorisedOn', width: 12 },
  { key: 'renewalFrom', header: 'registers.colRenewal', width: 12 },
  { key: 'renewalTo', header: 'registers.colRenewal', width: 12 },
  { key: 'generalValidUntil', header: 'registers.colGeneralValid', width: 12 },
  { key: 'generalCancelledOn', header: 'registers.colGeneralCancelled', width: 12 },
  { key: 'generalCancelReason', header: 'registers.colGeneralCancelled', width: 16 },
  { key: 'lifeValidUntil', header: 'registers.colLifeValid', width: 12 },
  { key: 'lifeCancelledOn', header: 'registers.colLifeCancelled', width: 12 },
  { key: 'lifeCancelReason', header: 'registers.colLifeCancelled', width: 16 },
  { key: 'suspendedFrom', header: 'registers.colSuspension', width: 12 },
  { key: 'suspendedTo', header: 'registers.colSuspension', width: 12 },
  { key: 'cancelledInPeriod', header: 'registers.colCancelledInPeriod', width: 8 },
  { key: 'lifeInsurers', header: 'registers.colLifeInsurers', width: 30 },
  { key: 'generalInsurers', header: 'registers.colGeneralInsurers', width: 30 },
  { key: 'website', header: 'registers.colWebsite', width: 28 },
  { key: 'updatedOn', header: 'registers.colUpdatedOn', width: 12 },
  { key: 'documentation', header: 'registers.colDocumentation', width: 20 },
];
