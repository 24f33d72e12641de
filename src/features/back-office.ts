/**
 * The back office's server side, put together: each feature's part of the home screen
 * ("what waits"). The shell cannot import the features (they build on it), so the
 * parts meet here, as the page modules meet in modules.ts; the home route re-exports
 * the call made with them. A feature adds its `HomeSource` here when its staff side lands.
 */
import { staffHome, type HomeSource } from './staff/staff-endpoints.ts';
import { REGISTER_IMPORTS_HOME } from './registers/staff-endpoints.ts';
import { COINS_HOME } from './coins/staff-endpoints.ts';
import { baseChangeConfirmEndpoint, RATES_HOME } from './rates/staff-endpoints.ts';
import { submitDeskDraft } from './publishing/service.ts';
import { PUBLISHING_HOME } from './publishing/staff-endpoints.ts';
import { SITE_HOME } from './site/staff-endpoints.ts';
import { COMPLAINTS_HOME } from './complaints/home.ts';
import { APPLICATIONS_HOME } from './reproduction/home.ts';
import { STAT_IMPORTS_HOME } from './stats/staff-endpoints.ts';

const HOME_SOURCES: readonly HomeSource[] = [REGISTER_IMPORTS_HOME, COINS_HOME, RATES_HOME, ...PUBLISHING_HOME, SITE_HOME, COMPLAINTS_HOME, APPLICATIONS_HOME, STAT_IMPORTS_HOME];

export const homeEndpoint = staffHome(HOME_SOURCES);

/**
 * A confirmed base rate change (rates) submits its announcement as a press release to
 * the publishing workflow: the two meet here, as neither folder may depend on the other.
 */
export const baseRateConfirmEndpoint = baseChangeConfirmEndpoint(submitDeskDraft);
