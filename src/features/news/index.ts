/** The news page modules for the module registry: each loader with the view that renders its model. */
import { cachedLoader, pageModule } from '#src/server/page/page-module.ts';
import NewsCategory from './NewsCategory.astro';
import NewsDetail from './NewsDetail.astro';
import { loadMedicalMalpracticeNews, loadNewsCategory, loadNewsDetail } from './page.ts';
import { newsStyles } from './styles.ts';

export const newsDetailModule = pageModule(loadNewsDetail, NewsDetail, newsStyles);
// A news list is the same for every visitor: read once per content revision and URL (at most a minute).
export const newsCategoryModule = pageModule(cachedLoader('news-list', loadNewsCategory), NewsCategory, newsStyles);
export const medicalMalpracticeNewsModule = pageModule(cachedLoader('news-malpractice', loadMedicalMalpracticeNews), NewsCategory, newsStyles);
