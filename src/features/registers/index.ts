export { default as ClerkRegister } from './ClerkRegister.astro';
export { default as CorporateAgentsRegister } from './CorporateAgentsRegister.astro';
export { default as IndividualAgentsRegister } from './IndividualAgentsRegister.astro';
export { default as IntermediaryRegister } from './IntermediaryRegister.astro';
export { default as LicenceCancelled } from './LicenceCancelled.astro';
export { default as LicenceSuspended } from './LicenceSuspended.astro';
export { default as RenewalPeriod } from './RenewalPeriod.astro';
