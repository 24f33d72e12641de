/** The news page modules for the module registry: each loader with the view that renders its model. */
import { pageModule } from '#src/features/site/page-module.ts';
import NewsCategory from './NewsCategory.astro';
import NewsDetail from './NewsDetail.astro';
import { loadMedicalMalpracticeNews, loadNewsCategory, loadNewsDetail } from './page.ts';

export const newsDetailModule = pageModule(loadNewsDetail, NewsDetail);
export const newsCategoryModule = pageModule(loadNewsCategory, NewsCategory);
export const medicalMalpracticeNewsModule = pageModule(loadMedicalMalpracticeNews, NewsCategory);
