/** The register page modules for the module registry: each screen's loader with the one view that renders them all. */
import { pageModule } from '#src/features/site/page-module.ts';
import RegisterModule from './RegisterModule.astro';
import {
  loadClerkRegister,
  loadCorporateAgentsRegister,
  loadIndividualAgentsRegister,
  loadIntermediaryRegister,
  loadLicenceCancelled,
  loadLicenceSuspended,
  loadRenewalPeriod,
} from './page.ts';

export const individualAgentsRegisterModule = pageModule(loadIndividualAgentsRegister, RegisterModule);
export const corporateAgentsRegisterModule = pageModule(loadCorporateAgentsRegister, RegisterModule);
export const intermediaryRegisterModule = pageModule(loadIntermediaryRegister, RegisterModule);
export const licenceCancelledModule = pageModule(loadLicenceCancelled, RegisterModule);
export const licenceSuspendedModule = pageModule(loadLicenceSuspended, RegisterModule);
export const renewalPeriodModule = pageModule(loadRenewalPeriod, RegisterModule);
export const clerkRegisterModule = pageModule(loadClerkRegister, RegisterModule);
