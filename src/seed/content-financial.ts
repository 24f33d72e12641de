/** HTML of the CMS pages under "Financial Information" and "Research and Statistics", by main-menu path. */
import type { PageContent } from './types.ts';

export const FINANCIAL_CONTENT: Record<string, PageContent> = {
  'financial-information/bond-market/issuance-guide': {
    'zh-hant': `<h2>債券發行指引</h2>
<p>發展債券市場是澳門金融業多元發展的重點之一。本地及外地的政府機構、金融機構及企業，均可按適用的法規在澳門發行債券，並可選擇以澳門元、人民幣、港元、美元或其他貨幣計價。</p>
<h3>發行流程概要</h3>
<ol>
<li>委任主承銷商、法律顧問及託管人，並確定發行規模、期限及幣種；</li>
<li>編製發行說明書，向投資者披露發行人的財務狀況及風險因素；</li>
<li>如債券會向本地公眾發售，須事先取得金管局的許可；</li>
<li>於本地的證券託管系統辦理登記、託管及結算；</li>
<li>如擬上市，須符合交易場所的上市規則。</li>
</ol>
<p>已發行債券的資料可於「債券資訊」頁面查閱，而債券的國際證券識別編碼則可於「國際證券識別編碼（ISIN）」頁面查詢。</p>`,
    en: `<h2>Guide to bond issuance</h2>
<p>Developing the bond market is one of the priorities in diversifying Macao's financial sector. Government bodies, financial institutions and companies from Macao and elsewhere may issue bonds in Macao under the applicable rules, denominated in patacas, renminbi, Hong Kong dollars, US dollars or other currencies.</p>
<h3>Outline of the process</h3>
<ol>
<li>appoint the lead underwriter, legal advisers and custodian, and decide the size, tenor and currency of the issue;</li>
<li>prepare an offering circular disclosing the issuer's financial position and risk factors to investors;</li>
<li>obtain the prior authorisation of the AMCM if the bonds are to be offered to the public in Macao;</li>
<li>register, deposit and settle the bonds through the local securities depository;</li>
<li>meet the listing rules of the trading venue if the bonds are to be listed.</li>
</ol>
<p>Information on bonds already issued is on the "Bond Information" page, and their International Securities Identification Numbers can be looked up on the "ISIN Codes" page.</p>`,
  },

  'financial-information/pataca': {
    'zh-hant': `<h2>澳門元</h2>
<p>澳門元（MOP）是澳門特別行政區的法定貨幣。澳門實行貨幣發行局制度，澳門元與港元掛鈎，匯率為100港元兌103澳門元，並透過港元間接與美元掛鈎。</p>
<h3>貨幣發行</h3>
<ul>
<li>紙幣由大西洋銀行及中國銀行澳門分行兩家發鈔銀行發行；</li>
<li>硬幣由金管局發行；</li>
<li>發鈔銀行每發行一筆紙幣，須按固定匯率向金管局交付等值的港元，以換取負債證明書，確保每一澳門元紙幣均有十足的外匯儲備支持。</li>
</ul>
<h3>面額</h3>
<table>
<thead><tr><th>類別</th><th>面額（澳門元）</th></tr></thead>
<tbody>
<tr><td>紙幣</td><td>10、20、50、100、500、1000</td></tr>
<tr><td>硬幣</td><td>0.1、0.2、0.5、1、2、5</td></tr>
</tbody>
</table>`,
    en: `<h2>The pataca</h2>
<p>The pataca (MOP) is the legal tender of the Macao Special Administrative Region. Macao operates a currency board: the pataca is linked to the Hong Kong dollar at HKD 100 to MOP 103, and through it indirectly to the US dollar.</p>
<h3>Currency issue</h3>
<ul>
<li>banknotes are issued by two note-issuing banks, Banco Nacional Ultramarino and the Bank of China Macau Branch;</li>
<li>coins are issued by the AMCM;</li>
<li>for every issue of banknotes, the note-issuing bank delivers the equivalent amount of Hong Kong dollars to the AMCM at the fixed rate in exchange for certificates of indebtedness, so that every pataca note is fully backed by foreign reserves.</li>
</ul>
<h3>Denominations</h3>
<table>
<thead><tr><th>Type</th><th>Denominations (MOP)</th></tr></thead>
<tbody>
<tr><td>Banknotes</td><td>10, 20, 50, 100, 500, 1000</td></tr>
<tr><td>Coins</td><td>0.1, 0.2, 0.5, 1, 2, 5</td></tr>
</tbody>
</table>`,
    pt: `<h2>A pataca</h2>
<p>A pataca (MOP) é a moeda com curso legal na Região Administrativa Especial de Macau. Macau adopta um regime de caixa de conversão: a pataca está indexada ao dólar de Hong Kong à taxa de 103 patacas por 100 dólares de Hong Kong e, por esta via, indirectamente ao dólar dos Estados Unidos.</p>
<ul>
<li>as notas são emitidas por dois bancos emissores, o Banco Nacional Ultramarino e o Banco da China, Sucursal de Macau;</li>
<li>as moedas metálicas são emitidas pela AMCM;</li>
<li>cada emissão de notas é integralmente coberta por reservas cambiais entregues à AMCM.</li>
</ul>`,
  },

  'financial-information/foreign-exchange-reserves': {
    'zh-hant': `<h2>外匯儲備</h2>
<p>外匯儲備是維持澳門元匯率穩定及貨幣發行局制度的基礎。金管局以「安全、流動、增值」為原則管理外匯儲備，並於每月公佈外匯儲備資產的初步統計數字。</p>
<h3>投資原則</h3>
<ul>
<li><strong>安全</strong>：主要投資於高信貸評級的政府債券及存款；</li>
<li><strong>流動</strong>：保留足夠的高流動性資產，以支持澳門元的完全可兌換性；</li>
<li><strong>增值</strong>：在風險可控的前提下，適度分散投資於不同資產類別及市場，以提高長遠回報。</li>
</ul>
<p>外匯儲備的月度數據可於「研究及統計」欄目的「主要金融指標」頁面查閱。</p>`,
    en: `<h2>Foreign exchange reserves</h2>
<p>The foreign exchange reserves underpin the stability of the pataca's exchange rate and the currency board. The AMCM manages them on the principles of safety, liquidity and value preservation, and publishes preliminary figures for the reserve assets every month.</p>
<h3>Investment principles</h3>
<ul>
<li><strong>Safety</strong>: investment mainly in highly rated government bonds and deposits;</li>
<li><strong>Liquidity</strong>: enough highly liquid assets are kept to support the full convertibility of the pataca;</li>
<li><strong>Value</strong>: within set risk limits, a measured diversification across asset classes and markets to improve long-term returns.</li>
</ul>
<p>Monthly figures on the reserves are on the "Key Financial Indicators" page of the Research and Statistics section.</p>`,
  },

  'financial-information/fiscal-reserve': {
    'zh-hant': `<h2>財政儲備</h2>
<p>根據財政儲備制度，澳門特別行政區的財政儲備分為基本儲備及超額儲備，由金管局負責管理及投資，並向行政長官提交投資報告。</p>
<h3>儲備的組成</h3>
<ul>
<li><strong>基本儲備</strong>：按法律規定的比例，以特區政府中央預算的開支為基準計算，用作應付緊急情況；</li>
<li><strong>超額儲備</strong>：基本儲備以外的財政儲備，在符合法律規定的情況下可用於彌補財政赤字或支持公共財政。</li>
</ul>
<h3>投資管理</h3>
<p>財政儲備的投資以保值為首要目標，並在控制風險的前提下追求合理回報。本局按行政長官核准的投資政策，配置於存款、債券、股票及其他資產，並定期公佈財政儲備的資產狀況。</p>`,
    en: `<h2>Fiscal Reserve</h2>
<p>Under the Fiscal Reserve regime, the Fiscal Reserve of the Macao SAR consists of the basic reserve and the excess reserve. It is managed and invested by the AMCM, which reports on its investments to the Chief Executive.</p>
<h3>Composition</h3>
<ul>
<li><strong>Basic reserve</strong>: calculated as a proportion, set by law, of the expenditure of the central government budget, and kept to meet emergencies;</li>
<li><strong>Excess reserve</strong>: the rest of the Fiscal Reserve, which may be used, as the law provides, to cover budget deficits or support public finances.</li>
</ul>
<h3>Investment management</h3>
<p>The first objective of the investment of the Fiscal Reserve is to preserve its value, while seeking a reasonable return within controlled risk. The Authority allocates it to deposits, bonds, equities and other assets under the investment policy approved by the Chief Executive, and publishes the position of the Fiscal Reserve at regular intervals.</p>`,
    pt: `<h2>Reserva Financeira</h2>
<p>Nos termos do regime jurídico da Reserva Financeira, a Reserva Financeira da RAEM é constituída pela reserva básica e pela reserva extraordinária, sendo gerida e investida pela AMCM, que presta contas dos investimentos ao Chefe do Executivo.</p>
<p>O investimento da Reserva Financeira tem como primeiro objectivo a preservação do seu valor, procurando um retorno razoável com riscos controlados.</p>`,
  },

  'financial-information/renminbi-business': {
    'zh-hant': `<h2>人民幣業務</h2>
<p>澳門銀行自2004年起開辦個人人民幣業務，其後業務範圍逐步擴展至貿易結算、企業存款及融資、人民幣債券發行等。中國銀行澳門分行擔任澳門人民幣業務的清算行。</p>
<h3>主要服務</h3>
<ul>
<li>人民幣存款、兌換及匯款；</li>
<li>跨境貿易及投資的人民幣結算；</li>
<li>人民幣計價的貸款及債券；</li>
<li>大灣區跨境理財通等互聯互通業務。</li>
</ul>
<p>澳門與內地的金融合作不斷深化，本局將繼續推動人民幣業務的發展，支持澳門發展成為以人民幣計價的葡語國家金融服務平台。</p>`,
    en: `<h2>Renminbi business</h2>
<p>Banks in Macao have offered personal renminbi services since 2004. The scope has since widened to trade settlement, corporate deposits and financing, and the issue of renminbi bonds. The Bank of China Macau Branch acts as the clearing bank for renminbi business in Macao.</p>
<h3>Main services</h3>
<ul>
<li>renminbi deposits, exchange and remittances;</li>
<li>renminbi settlement of cross-border trade and investment;</li>
<li>renminbi-denominated loans and bonds;</li>
<li>connectivity schemes such as the Cross-boundary Wealth Management Connect in the Greater Bay Area.</li>
</ul>
<p>As financial cooperation between Macao and the Mainland deepens, the Authority will keep developing renminbi business, supporting Macao's role as a renminbi-denominated financial services platform for the Portuguese-speaking countries.</p>`,
  },

  'research-and-statistics/statistical-methodology': {
    'zh-hant': `<h2>統計方法及定義</h2>
<p>金管局編製的貨幣及金融統計，參照國際貨幣基金組織《貨幣與金融統計手冊》的概念及分類，以確保數據可與其他經濟體比較。</p>
<h3>主要定義</h3>
<table>
<thead><tr><th>指標</th><th>定義</th></tr></thead>
<tbody>
<tr><td>M1</td><td>流通貨幣加居民的活期存款</td></tr>
<tr><td>M2</td><td>M1加居民的儲蓄存款及定期存款</td></tr>
<tr><td>本地貸款</td><td>銀行向本地居民及企業提供的貸款</td></tr>
<tr><td>不良貸款比率</td><td>逾期三個月以上及重組的貸款佔貸款總額的比率</td></tr>
</tbody>
</table>
<h3>數據修訂</h3>
<p>統計數據初次公佈後，可能因申報機構更正資料而作出修訂。修訂後的數據會於下一期刊物中公佈，並加上註釋說明。</p>`,
    en: `<h2>Statistical methodology and definitions</h2>
<p>The monetary and financial statistics compiled by the AMCM follow the concepts and classifications of the International Monetary Fund's Monetary and Financial Statistics Manual, so that the data can be compared with those of other economies.</p>
<h3>Main definitions</h3>
<table>
<thead><tr><th>Indicator</th><th>Definition</th></tr></thead>
<tbody>
<tr><td>M1</td><td>Currency in circulation plus residents' demand deposits</td></tr>
<tr><td>M2</td><td>M1 plus residents' savings and time deposits</td></tr>
<tr><td>Domestic loans</td><td>Loans by banks to residents and resident enterprises</td></tr>
<tr><td>Non-performing loan ratio</td><td>Loans overdue for more than three months and rescheduled loans, as a share of total loans</td></tr>
</tbody>
</table>
<h3>Revisions</h3>
<p>Figures may be revised after their first release when reporting institutions correct their returns. Revised figures are published in the next issue, with an explanatory note.</p>`,
  },

  'research-and-statistics/financial-stability': {
    'zh-hant': `<h2>金融穩定</h2>
<p>金管局持續監察可能影響澳門金融體系穩定的內外部風險，包括環球利率走勢、物業市場、家庭及企業負債，以及銀行體系之間的關聯性。</p>
<h3>監察重點</h3>
<ul>
<li>銀行業的資本、流動性及資產質素；</li>
<li>物業按揭貸款的風險，以及按揭成數等逆周期措施的成效；</li>
<li>跨境資金流動及外幣資產負債的錯配；</li>
<li>網絡安全及營運韌性。</li>
</ul>
<p>本局定期進行宏觀壓力測試，評估銀行體系在嚴峻經濟情景下的承受能力，並將主要分析結果刊載於本局的年報及研究刊物。</p>`,
    en: `<h2>Financial stability</h2>
<p>The AMCM monitors the internal and external risks that could affect the stability of Macao's financial system, including global interest rate trends, the property market, household and corporate debt, and interconnections within the banking system.</p>
<h3>Focus of monitoring</h3>
<ul>
<li>capital, liquidity and asset quality of the banking sector;</li>
<li>risks in mortgage lending and the effect of countercyclical measures such as loan-to-value caps;</li>
<li>cross-border capital flows and currency mismatches in assets and liabilities;</li>
<li>cyber security and operational resilience.</li>
</ul>
<p>The Authority runs macro stress tests at regular intervals to assess the resilience of the banking system under severe scenarios, and publishes its main findings in its annual report and research publications.</p>`,
    pt: `<h2>Estabilidade financeira</h2>
<p>A AMCM acompanha os riscos internos e externos que possam afectar a estabilidade do sistema financeiro de Macau, incluindo a evolução das taxas de juro internacionais, o mercado imobiliário, o endividamento das famílias e das empresas e as interligações no sistema bancário.</p>
<p>A Autoridade realiza periodicamente testes de esforço macroeconómicos e publica as principais conclusões no seu relatório anual e nas suas publicações de estudos.</p>`,
  },

  'research-and-statistics/surveys': {
    'zh-hant': `<h2>統計調查</h2>
<p>除金融機構的定期申報外，金管局亦會進行專項統計調查，以了解市場的最新情況，為政策制定提供參考。</p>
<h3>主要調查</h3>
<ul>
<li><strong>住宅按揭貸款統計調查</strong>：按月收集新批出按揭貸款的宗數、金額及按揭成數；</li>
<li><strong>信用卡業務調查</strong>：按季收集發卡量、簽帳額及撇帳情況；</li>
<li><strong>保險業務調查</strong>：按季收集保費收入、賠款支出及中介人數目。</li>
</ul>
<p>參與調查的機構提供的個別資料均會保密，只用作編製統計數據，公佈時不會披露個別機構的資料。</p>`,
    en: `<h2>Statistical surveys</h2>
<p>Besides the regular returns of financial institutions, the AMCM carries out specific statistical surveys to follow market developments and inform policy.</p>
<h3>Main surveys</h3>
<ul>
<li><strong>Residential mortgage survey</strong>: monthly number, amount and loan-to-value ratio of new mortgage loans approved;</li>
<li><strong>Credit card survey</strong>: quarterly number of cards issued, spending and charge-offs;</li>
<li><strong>Insurance business survey</strong>: quarterly premium income, claims paid and number of intermediaries.</li>
</ul>
<p>Individual returns are kept confidential and used only to compile statistics; no figures of an individual institution are disclosed.</p>`,
  },
};
