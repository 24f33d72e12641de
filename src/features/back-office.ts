/**
 * The back office's server side, put together: each feature's part of the home screen
 * ("what waits"). The shell cannot import the features (they build on it), so the
 * parts meet here, as the page modules meet in modules.ts; the home route re-exports
 * the call made with them. A feature adds its `HomeSource` here when its staff side lands.
 */
import { staffHome, type HomeSource } from './staff/staff-endpoints.ts';
import { COMPLAINTS_HOME } from './complaints/home.ts';
import { APPLICATIONS_HOME } from './reproduction/home.ts';

const HOME_SOURCES: readonly HomeSource[] = [COMPLAINTS_HOME, APPLICATIONS_HOME];

export const homeEndpoint = staffHome(HOME_SOURCES);
