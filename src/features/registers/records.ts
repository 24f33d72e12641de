/** The register records as the service, the seed and the import file see them (SPEC §3). */

export { LICENCE_CATEGORIES, REGISTER_STATUSES } from './contract.ts';
export type { LicenceCategory, RegisterStatus } from './contract.ts';
import type { LicenceCategory, RegisterStatus } from './contract.ts';


export interface IntermediaryRecord {
  number: number;
  licenceNo: string;
  category: LicenceCategory;
  status: RegisterStatus;
  name: string;
  nameZh: string | null;
  authorisedOn: string;
  renewalFrom: string | null;
  renewalTo: string | null;
  generalValidUntil: string | null;
  generalCancelledOn: string | null;
  generalCancelReason: string | null;
  lifeValidUntil: string | null;
  lifeCancelledOn: string | null;
  lifeCancelReason: string | null;
  suspendedFrom: string | null;
  suspendedTo: string | null;
  cancelledInPeriod: boolean;
  lifeInsurers: string[];
  generalInsurers: string[];
  website: string | null;
  updatedOn: string;
  documentation: string | null;
}

export interface ClerkRecord {
  number: number;
  registrationNo: string;
  name: string;
  nameZh: string | null;
  intermediaryLicenceNo: string;
  registeredOn: string;
  validUntil: string;
  updatedOn: string;
}
