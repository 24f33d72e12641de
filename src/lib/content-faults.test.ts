import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { contentFaults } from './content-faults.ts';

const faultsOf = (html: string) => contentFaults(new JSDOM(`<body>${html}</body>`).window.document.body);

describe('content faults a visitor would meet', () => {
  it('finds none in well-formed content', () => {
    expect(faultsOf('<h2>背景</h2><p>正文<a href="/zh-hant/news">新聞稿列表</a></p><h3>數據</h3><table><tr><th>季度</th><th>存款</th></tr><tr><td>Q3</td><td>1</td></tr></table><img src="/f/1.png" alt="存款走勢圖">')).toEqual([]);
  });

  it('flags an image without alt text, empty or missing', () => {
    expect(faultsOf('<img src="/files/9/chart.png"><img src="/x.png" alt=" ">').map((f) => [f.rule, f.detail])).toEqual([
      ['image-alt', 'chart.png'],
      ['image-alt', 'x.png'],
    ]);
  });

  it('flags an empty heading and headings out of order', () => {
    expect(faultsOf('<h2> </h2><h4>細節</h4>').map((f) => f.rule)).toEqual(['empty-heading', 'heading-order']);
    // Content starts below the page's own h1 (the item's title).
    expect(faultsOf('<h1>又一個標題</h1>').map((f) => f.rule)).toEqual(['heading-order']);
    expect(faultsOf('<h2>一</h2><h3>二</h3><h2>三</h2><h3>四</h3>')).toEqual([]);
  });

  it('flags "click here" in any of the site’s languages, and a bare URL as link text', () => {
    const faults = faultsOf('<a href="/a">Click here</a> <a href="/b">按此</a> <a href="/c">clique aqui.</a> <a href="https://www.amcm.gov.mo/x">https://www.amcm.gov.mo/x</a> <a href="/d">Annual report 2025</a>');
    expect(faults.map((f) => [f.rule, f.detail])).toEqual([
      ['vague-link', 'Click here'],
      ['vague-link', '按此'],
      ['vague-link', 'clique aqui.'],
      ['bare-url-link', 'https://www.amcm.gov.mo/x'],
    ]);
  });

  it('flags a table without a header row, and accepts a thead', () => {
    expect(faultsOf('<table><tr><td>甲</td><td>乙</td></tr></table>').map((f) => f.rule)).toEqual(['table-header']);
    expect(faultsOf('<table><thead><tr><th>甲</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>')).toEqual([]);
  });
});
