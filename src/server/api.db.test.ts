/** The API routes of the foundation, called in-process against a seeded database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { callRoute } from '#src/server/http/testing.ts';
import { ALL as common } from '#src/api/bff/common.ts';
import { ALL as menu } from '#src/api/v1/menu/index.ts';
import { ALL as menuItems } from '#src/api/v1/menu/items.ts';
import { ALL as notice } from '#src/api/v1/notice.ts';
import { ALL as popup } from '#src/api/v1/popup.ts';
import { ALL as page } from '#src/api/v1.0/page.ts';
import { ALL as setting } from '#src/api/v1.0/cms/setting.ts';
import { ALL as settingByIdentify } from '#src/api/v1.0/cms/setting_by_identify.ts';
import { ALL as moduleCat } from '#src/api/v1.0/cms/module_cat.ts';
import { ALL as itemLanguage } from '#src/api/v1.0/cms/item_language.ts';
import { ALL as selection } from '#src/api/v1/common/selection.ts';

let database: TestDatabase;
type Body = { code: number; data: unknown; message: string };

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

const en = { headers: { 'Api-Language': 'en' } };

describe('layout and menu API', () => {
  it('GET /api/bff/common answers the main menu and the gray flag', async () => {
    const res = await callRoute(common, '/api/bff/common', en);
    expect(res.status).toBe(200);
    const body = res.body as Body & { data: { mainMenu: { title: string; childrens: unknown[] }[]; grayStyle: boolean } };
    expect(body.code).toBe(0);
    expect(body.data.grayStyle).toBe(false);
    expect(body.data.mainMenu).toHaveLength(7);
    expect(body.data.mainMenu[0]?.childrens.length).toBeGreaterThan(0);
  });

  it('rejects a bad language parameter with 400 and a readable message', async () => {
    const res = await callRoute(common, '/api/bff/common?lang=xx', { headers: { 'Accept-Language': 'zh-TW' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 40000 });
    expect((res.body as Body).message).toMatch(/^參數「lang」無效/);
  });

  it('lists the items of one menu by mark, and needs the mark', async () => {
    const footer = (await callRoute(menuItems, '/api/v1/menu/items?mark=footer', en)).body as Body & { data: unknown[] };
    expect(footer.code).toBe(0);
    expect(footer.data.length).toBeGreaterThan(2);
    const missing = await callRoute(menuItems, '/api/v1/menu/items', en);
    expect(missing.status).toBe(400);
    expect((missing.body as Body).message).toBe('Invalid parameter “mark”: Required');
    expect(((await callRoute(menu, '/api/v1/menu', en)).body as { data: unknown[] }).data).toHaveLength(7);
  });
});

describe('page API', () => {
  it('answers a page by path and 404 for an unknown path', async () => {
    const ok = await callRoute(page, '/api/v1.0/page?path=about-us', en);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ code: 0, data: { template: 'section', lang: 'en' } });
    const missing = await callRoute(page, '/api/v1.0/page?path=nothing-here', en);
    expect(missing).toMatchObject({ status: 404, body: { code: 40400 } });
  });

  it('accepts preview, id and vid and shows the published page without a valid key', async () => {
    const res = await callRoute(page, '/api/v1.0/page?path=about-us&preview&id=1&vid=1&key=wrong', en);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, data: { preview: false } });
  });
});

describe('cms API', () => {
  it('reads one setting and a whole group', async () => {
    const phone = await callRoute(setting, '/api/v1.0/cms/setting?identify=website&ck=phone');
    expect(phone.body).toMatchObject({ code: 0, data: { ck: 'phone', parameter: '(853) 2856 8288' } });
    const group = (await callRoute(settingByIdentify, '/api/v1.0/cms/setting_by_identify?identify=website')).body as { data: { ck: string }[] };
    expect(group.data.map((s) => s.ck)).toEqual(expect.arrayContaining(['phone', 'email', 'facebook', 'wechat', 'frontend-lang', 'grayStyle']));
    expect((await callRoute(setting, '/api/v1.0/cms/setting?identify=website&ck=nope')).status).toBe(404);
  });

  it('answers active notices and pop-ups only', async () => {
    const n = (await callRoute(notice, '/api/v1/notice?slug=home', en)).body as { data: { content: string }[] };
    expect(n.data).toHaveLength(1);
    expect(n.data[0]?.content.length).toBeGreaterThan(20);
    const p = (await callRoute(popup, '/api/v1/popup', en)).body as { data: { title: string | null }[] };
    expect(p.data.length).toBeGreaterThanOrEqual(1);
    expect(p.data[0]?.title).toBeTruthy();
  });

  it('answers module categories as a tree, a subtree by slug, and 404 for an unknown slug', async () => {
    const news = (await callRoute(moduleCat, '/api/v1.0/cms/module_cat?Module=news', en)).body as { data: { slug: string }[] };
    expect(news.data.map((c) => c.slug)).toEqual(expect.arrayContaining(['press-releases', 'statement']));
    const one = (await callRoute(moduleCat, '/api/v1.0/cms/module_cat?Module=news&slug=statement', en)).body as { data: { slug: string }[] };
    expect(one.data).toHaveLength(1);
    expect((await callRoute(moduleCat, '/api/v1.0/cms/module_cat?slug=nope', en)).status).toBe(404);
  });

  it('tells the languages an item exists in', async () => {
    const res = (await callRoute(itemLanguage, '/api/v1.0/cms/item_language?module=menu&id=1')).body as { code: number; data: { language: string } };
    expect(res.code).toBe(0);
    expect(res.data.language.split('|')).toEqual(expect.arrayContaining(['zh-hant', 'zh-hans', 'en']));
    expect((await callRoute(itemLanguage, '/api/v1.0/cms/item_language?module=unknown&id=1')).status).toBe(404);
    expect((await callRoute(itemLanguage, '/api/v1.0/cms/item_language?module=page&id=abc')).status).toBe(400);
  });

  it('answers selections: country areas with dialling codes, occupations with “other”', async () => {
    const areas = (await callRoute(selection, '/api/v1//common/selection?type=country_area', en)).body as { data: { title: string; region?: string }[] };
    expect(areas.data.find((a) => a.region === '853')?.title).toMatch(/Macao|Macau/);
    const jobs = (await callRoute(selection, '/api/v1//common/selection?type=occupation', { headers: { 'Api-Language': 'zh-hant' } })).body as {
      data: { title: string; other?: boolean }[];
    };
    expect(jobs.data.at(-1)).toMatchObject({ title: '其他（請註明）', other: true });
    expect((await callRoute(selection, '/api/v1//common/selection?type=planets', en)).status).toBe(400);
  });
});
