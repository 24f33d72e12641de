/** The register page modules for the module registry: each screen's loader with the one view that renders them all. */
import { pageModule } from '#src/server/page/page-module.ts';
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
import { registerSearchStyles } from './styles.ts';

export const individualAgentsRegisterModule = pageModule(loadIndividualAgentsRegister, RegisterModule, registerSearchStyles);
export const corporateAgentsRegisterModule = pageModule(loadCorporateAgentsRegister, RegisterModule, registerSearchStyles);
export const intermediaryRegisterModule = pageModule(loadIntermediaryRegister, RegisterModule, registerSearchStyles);
export const licenceCancelledModule = pageModule(loadLicenceCancelled, RegisterModule, registerSearchStyles);
export const licenceSuspendedModule = pageModule(loadLicenceSuspended, RegisterModule, registerSearchStyles);
export const renewalPeriodModule = pageModule(loadRenewalPeriod, RegisterModule, registerSearchStyles);
export const clerkRegisterModule = pageModule(loadClerkRegister, RegisterModule, registerSearchStyles);
