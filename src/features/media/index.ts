/** The media and downloads page modules for the module registry: each loader with the view that renders its model. */
import { pageModule } from '#src/server/page/page-module.ts';
import AdvanceReleaseCalendar from './AdvanceReleaseCalendar.astro';
import Companies from './Companies.astro';
import Downloads from './Downloads.astro';
import FinancialReports from './FinancialReports.astro';
import FriendshipLinks from './FriendshipLinks.astro';
import Graphics from './Graphics.astro';
import Videos from './Videos.astro';
import { loadCompanies, loadDownloads, loadFinancialReports, loadFriendshipLinks, loadGraphics, loadReleaseCalendar, loadVideos } from './page.ts';
import { mediaStyles } from './styles.ts';

export const downloadsModule = pageModule(loadDownloads, Downloads, mediaStyles);
export const releaseCalendarModule = pageModule(loadReleaseCalendar, AdvanceReleaseCalendar, mediaStyles);
export const financialReportsModule = pageModule(loadFinancialReports, FinancialReports, mediaStyles);
export const companiesModule = pageModule(loadCompanies, Companies, mediaStyles);
export const friendshipLinksModule = pageModule(loadFriendshipLinks, FriendshipLinks, mediaStyles);
export const videosModule = pageModule(loadVideos, Videos, mediaStyles);
export const graphicsModule = pageModule(loadGraphics, Graphics, mediaStyles);
