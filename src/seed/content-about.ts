/** HTML of the CMS pages under "About AMCM", by main-menu path. */
import type { PageContent } from './types.ts';

export const ABOUT_CONTENT: Record<string, PageContent> = {
  'about-us/introduction': {
    'zh-hant': `<h2>澳門金融管理局簡介</h2>
<p>澳門金融管理局（簡稱「金管局」）是具有行政、財政及財產自治權的公法人，負責協助行政長官制定及執行貨幣、金融、外匯及保險政策，並按照法律規定監察澳門的貨幣、金融、外匯及保險市場。</p>
<p>金管局的首要目標是維持澳門元的內部穩定及對外償付能力，確保其完全可兌換性，並維護金融體系的穩健運作，保障存款人及投保人的合法權益。</p>
<h3>主要工作範疇</h3>
<ul>
<li>監管銀行、其他信用機構、兌換店、現金速遞公司及保險機構；</li>
<li>管理澳門特別行政區的外匯儲備及財政儲備；</li>
<li>協調澳門元的發行，並監察流通貨幣的質素；</li>
<li>編製及公佈貨幣、金融及保險統計資料；</li>
<li>推動金融業的多元發展，包括債券市場、綠色金融及金融科技。</li>
</ul>
<p>金管局受行政長官監督，並透過經濟財政司司長執行有關監督權。如欲了解本局的組織及職能，請瀏覽本欄目的其他頁面。</p>`,
    en: `<h2>About the Monetary Authority of Macao</h2>
<p>The Monetary Authority of Macao (AMCM) is a public legal person with administrative, financial and patrimonial autonomy. It assists the Chief Executive in formulating and carrying out monetary, financial, foreign exchange and insurance policies, and supervises the monetary, financial, foreign exchange and insurance markets of Macao in accordance with the law.</p>
<p>The primary objectives of the AMCM are to maintain the internal stability and external solvency of the pataca, ensuring its full convertibility, and to safeguard the soundness of the financial system and the legitimate interests of depositors and policyholders.</p>
<h3>Main areas of work</h3>
<ul>
<li>supervising banks, other credit institutions, exchange bureaux, cash remittance companies and insurance institutions;</li>
<li>managing the foreign exchange reserves and the Fiscal Reserve of the Macao SAR;</li>
<li>coordinating the issue of the pataca and monitoring the quality of the currency in circulation;</li>
<li>compiling and publishing monetary, financial and insurance statistics;</li>
<li>promoting the diversified development of the financial sector, including the bond market, green finance and financial technology.</li>
</ul>
<p>The AMCM is under the supervision of the Chief Executive, exercised through the Secretary for Economy and Finance. The other pages of this section describe its organisation and functions in more detail.</p>`,
    pt: `<h2>Sobre a Autoridade Monetária de Macau</h2>
<p>A Autoridade Monetária de Macau (AMCM) é uma pessoa colectiva de direito público, dotada de autonomia administrativa, financeira e patrimonial. Compete-lhe coadjuvar o Chefe do Executivo na definição e execução das políticas monetária, financeira, cambial e seguradora, bem como supervisionar os mercados monetário, financeiro, cambial e segurador de Macau, nos termos da lei.</p>
<p>São objectivos primordiais da AMCM preservar o equilíbrio monetário interno e a solvência externa da pataca, assegurando a sua plena convertibilidade, e zelar pela solidez do sistema financeiro e pelos interesses legítimos dos depositantes e tomadores de seguros.</p>
<h3>Principais áreas de actuação</h3>
<ul>
<li>supervisão dos bancos, outras instituições de crédito, casas de câmbio, sociedades de entrega rápida de valores em numerário e instituições seguradoras;</li>
<li>gestão das reservas cambiais e da Reserva Financeira da RAEM;</li>
<li>coordenação da emissão da pataca e acompanhamento da qualidade da moeda em circulação;</li>
<li>elaboração e divulgação de estatísticas monetárias, financeiras e de seguros.</li>
</ul>`,
  },

  'about-us/mission-and-functions': {
    'zh-hant': `<h2>使命</h2>
<p>以專業、廉潔及高效的方式，維護澳門元及金融體系的穩定，保障金融消費者的權益，並促進澳門金融業的穩健及多元發展。</p>
<h2>法定職能</h2>
<p>根據《澳門金融管理局通則》，金管局的主要職能如下：</p>
<ol>
<li>就貨幣、金融、外匯及保險政策的制定及執行，向行政長官提供意見及協助；</li>
<li>確保澳門元的內部穩定及對外償付能力，並保證其完全可兌換性；</li>
<li>執行貨幣庫房的職能，並協調本地貨幣的發行；</li>
<li>根據規範貨幣、金融、外匯及保險市場的法規，指導、統籌及監察該等市場的運作；</li>
<li>管理外匯儲備及其他對外資產，以及依法管理財政儲備；</li>
<li>作為澳門特別行政區在國際貨幣及金融組織中的代表，參與相關的國際合作。</li>
</ol>
<h3>監管原則</h3>
<p>金管局採取以風險為本的監管方法，持續評估受監管機構的資本充足程度、資產質素、管理能力、盈利能力及流動性，並參照國際標準適時更新監管規定，以維持市場信心。</p>`,
    en: `<h2>Mission</h2>
<p>To safeguard the stability of the pataca and of the financial system, protect the interests of financial consumers and promote the sound and diversified development of Macao's financial sector, acting with professionalism, integrity and efficiency.</p>
<h2>Statutory functions</h2>
<p>Under the Statute of the Monetary Authority of Macao, the principal functions of the AMCM are to:</p>
<ol>
<li>advise and assist the Chief Executive in formulating and implementing monetary, financial, foreign exchange and insurance policies;</li>
<li>ensure the internal stability and external solvency of the pataca and guarantee its full convertibility;</li>
<li>perform the functions of a central monetary depository and coordinate the issue of the local currency;</li>
<li>guide, coordinate and supervise the monetary, financial, foreign exchange and insurance markets under the laws that govern them;</li>
<li>manage the foreign exchange reserves and other external assets, and manage the Fiscal Reserve as provided by law;</li>
<li>represent the Macao SAR in international monetary and financial organisations and take part in international cooperation.</li>
</ol>
<h3>Supervisory approach</h3>
<p>The AMCM follows a risk-based approach to supervision. It assesses on a continuous basis the capital adequacy, asset quality, management, earnings and liquidity of supervised institutions, and updates its requirements in line with international standards to maintain market confidence.</p>`,
    pt: `<h2>Missão</h2>
<p>Salvaguardar a estabilidade da pataca e do sistema financeiro, proteger os interesses dos consumidores financeiros e promover o desenvolvimento sólido e diversificado do sector financeiro de Macau, com profissionalismo, integridade e eficiência.</p>
<h2>Atribuições</h2>
<p>Nos termos do Estatuto da Autoridade Monetária de Macau, compete à AMCM, nomeadamente:</p>
<ol>
<li>coadjuvar o Chefe do Executivo na definição e execução das políticas monetária, financeira, cambial e seguradora;</li>
<li>zelar pelo equilíbrio monetário interno e pela solvência externa da pataca, assegurando a sua plena convertibilidade;</li>
<li>exercer a função de caixa central e coordenar a emissão da moeda local;</li>
<li>orientar, coordenar e fiscalizar os mercados monetário, financeiro, cambial e segurador;</li>
<li>gerir as reservas cambiais e a Reserva Financeira, nos termos da lei.</li>
</ol>`,
  },

  'about-us/organisation/organisational-chart': {
    'zh-hant': `<h2>組織架構</h2>
<p>金管局的機關包括行政管理委員會及監事會。行政管理委員會負責領導本局的日常運作，其下設多個附屬單位，分別負責監管、貨幣運作、投資管理、研究統計及行政支援等工作。</p>
<h3>附屬單位</h3>
<ul>
<li>監管範疇：銀行監察處、保險監察處、金融消費者保護辦公室；</li>
<li>貨幣及市場範疇：貨幣及匯兌運作處、金融市場發展辦公室；</li>
<li>投資範疇：儲備管理處、投資風險管理辦公室；</li>
<li>研究範疇：研究及統計處；</li>
<li>支援範疇：行政財政處、資訊科技處、法律事務辦公室、內部審計辦公室。</li>
</ul>
<p>內部審計辦公室直接向行政管理委員會匯報，以確保其獨立性。各單位的職能可於「部門及職能」頁面查閱。</p>`,
    en: `<h2>Organisational structure</h2>
<p>The organs of the AMCM are the Board of Directors and the Supervisory Board. The Board of Directors leads the day-to-day work of the Authority through a number of units responsible for supervision, monetary operations, investment management, research and statistics, and administrative support.</p>
<h3>Units</h3>
<ul>
<li>Supervision: Banking Supervision Department, Insurance Supervision Department, Financial Consumer Protection Office;</li>
<li>Currency and markets: Monetary and Foreign Exchange Operations Department, Financial Market Development Office;</li>
<li>Investment: Reserve Management Department, Investment Risk Management Office;</li>
<li>Research: Research and Statistics Department;</li>
<li>Support: Administration and Finance Department, Information Technology Department, Legal Affairs Office, Internal Audit Office.</li>
</ul>
<p>The Internal Audit Office reports directly to the Board of Directors so that its independence is preserved. The functions of each unit are described on the page "Departments and Their Functions".</p>`,
    pt: `<h2>Estrutura orgânica</h2>
<p>São órgãos da AMCM o Conselho de Administração e o Conselho Fiscal. O Conselho de Administração dirige a actividade corrente da Autoridade através de unidades responsáveis pela supervisão, pelas operações monetárias, pela gestão de investimentos, pelos estudos e estatísticas e pelo apoio administrativo.</p>
<p>O Gabinete de Auditoria Interna responde directamente perante o Conselho de Administração, de modo a preservar a sua independência.</p>`,
  },

  'about-us/organisation/board-of-directors': {
    'zh-hant': `<h2>行政管理委員會</h2>
<p>行政管理委員會是金管局的領導機關，由主席及若干名委員組成，成員由行政長官以批示委任。主席負責代表本局、統籌委員會的工作，並確保其決議得以執行。</p>
<h3>主要權限</h3>
<ul>
<li>制定本局的工作方針及年度計劃，並監督其執行；</li>
<li>批准監管規定、指引及通告；</li>
<li>決定外匯儲備及財政儲備的投資策略及風險限額；</li>
<li>審議本局的預算、年度報告及帳目；</li>
<li>管理本局的人員及財產。</li>
</ul>
<p>行政管理委員會定期舉行平常會議，並可應主席召集舉行特別會議。委員會的決議須有過半數成員出席方為有效。</p>`,
    en: `<h2>Board of Directors</h2>
<p>The Board of Directors is the governing body of the AMCM. It is composed of a Chairman and directors appointed by order of the Chief Executive. The Chairman represents the Authority, coordinates the work of the Board and ensures that its resolutions are carried out.</p>
<h3>Main powers</h3>
<ul>
<li>setting the Authority's policy guidelines and annual plan and monitoring their implementation;</li>
<li>approving supervisory rules, guidelines and notices;</li>
<li>deciding the investment strategy and risk limits of the foreign exchange reserves and the Fiscal Reserve;</li>
<li>examining the Authority's budget, annual report and accounts;</li>
<li>managing the Authority's staff and assets.</li>
</ul>
<p>The Board holds ordinary meetings at regular intervals and extraordinary meetings when convened by the Chairman. Its resolutions are valid only when a majority of its members is present.</p>`,
  },

  'about-us/organisation/supervisory-board': {
    'zh-hant': `<h2>監事會</h2>
<p>監事會是負責監察金管局財政及財產管理的機關，由主席及兩名成員組成，其中一名成員須為註冊核數師，成員由行政長官委任。</p>
<h3>職責</h3>
<ul>
<li>監察本局的管理是否符合適用的法律及規章；</li>
<li>跟進預算的執行情況，並就預算及其修改發表意見；</li>
<li>審查會計帳目，並就年度報告及帳目發表意見；</li>
<li>向行政管理委員會提出其認為適當的建議。</li>
</ul>
<p>監事會每月最少舉行一次會議，並可要求行政管理委員會提供履行職務所需的資料。</p>`,
    en: `<h2>Supervisory Board</h2>
<p>The Supervisory Board oversees the financial and asset management of the AMCM. It consists of a Chairman and two members appointed by the Chief Executive, one of whom must be a registered auditor.</p>
<h3>Duties</h3>
<ul>
<li>checking that the Authority is managed in accordance with the applicable laws and regulations;</li>
<li>following the execution of the budget and giving its opinion on the budget and its amendments;</li>
<li>examining the accounts and giving its opinion on the annual report and accounts;</li>
<li>making any recommendations it considers appropriate to the Board of Directors.</li>
</ul>
<p>The Supervisory Board meets at least once a month and may ask the Board of Directors for any information it needs to perform its duties.</p>`,
  },

  'about-us/organisation/departments': {
    'zh-hant': `<h2>部門及職能</h2>
<table>
<thead><tr><th>單位</th><th>主要職能</th></tr></thead>
<tbody>
<tr><td>銀行監察處</td><td>對銀行及其他金融機構進行非現場分析及現場檢查，審批設立申請，並跟進反洗錢及反恐融資的合規情況。</td></tr>
<tr><td>保險監察處</td><td>監管保險公司、退休基金管理實體及保險中介人，負責中介人的登記、牌照續期及資格考試。</td></tr>
<tr><td>貨幣及匯兌運作處</td><td>執行貨幣發行的協調工作，管理銀行間結算及本地貨幣市場操作，並每日公佈匯率及利率。</td></tr>
<tr><td>儲備管理處</td><td>按行政管理委員會訂定的策略，管理外匯儲備及財政儲備的投資組合。</td></tr>
<tr><td>研究及統計處</td><td>編製貨幣、金融及保險統計，進行經濟及金融研究，並出版本局的定期刊物。</td></tr>
<tr><td>金融消費者保護辦公室</td><td>處理公眾對受監管機構的投訴，並推行金融教育活動。</td></tr>
<tr><td>行政財政處</td><td>負責人力資源、財務、採購、檔案及一般行政工作。</td></tr>
<tr><td>資訊科技處</td><td>規劃及維護本局的資訊系統，並負責網絡安全。</td></tr>
</tbody>
</table>
<p>各單位的聯絡方法可致電本局總機查詢。</p>`,
    en: `<h2>Departments and their functions</h2>
<table>
<thead><tr><th>Unit</th><th>Main functions</th></tr></thead>
<tbody>
<tr><td>Banking Supervision Department</td><td>Off-site analysis and on-site examination of banks and other financial institutions, processing of applications for establishment, and follow-up of compliance with anti-money laundering and counter-terrorist financing requirements.</td></tr>
<tr><td>Insurance Supervision Department</td><td>Supervision of insurers, pension fund management entities and insurance intermediaries, including registration, licence renewal and the qualifying examination of intermediaries.</td></tr>
<tr><td>Monetary and Foreign Exchange Operations Department</td><td>Coordination of the currency issue, interbank settlement and local money market operations, and daily publication of exchange and interest rates.</td></tr>
<tr><td>Reserve Management Department</td><td>Management of the investment portfolios of the foreign exchange reserves and the Fiscal Reserve under the strategy set by the Board of Directors.</td></tr>
<tr><td>Research and Statistics Department</td><td>Compilation of monetary, financial and insurance statistics, economic and financial research, and the Authority's periodical publications.</td></tr>
<tr><td>Financial Consumer Protection Office</td><td>Handling of complaints from the public about supervised institutions and delivery of financial education activities.</td></tr>
<tr><td>Administration and Finance Department</td><td>Human resources, finance, procurement, records and general administration.</td></tr>
<tr><td>Information Technology Department</td><td>Planning and maintenance of the Authority's information systems and cyber security.</td></tr>
</tbody>
</table>
<p>The contact details of each unit are available from the Authority's switchboard.</p>`,
  },

  'about-us/history': {
    'zh-hant': `<h2>歷史沿革</h2>
<p>金管局的前身可追溯至1980年成立的澳門發行機構，該機構負責本地貨幣的發行及管理外匯儲備。</p>
<ul>
<li><strong>1980年</strong>：澳門發行機構成立，專責貨幣發行事務。</li>
<li><strong>1989年</strong>：澳門發行機構改組為澳門貨幣暨匯兌監理署，並接管銀行業及保險業的監管職能。</li>
<li><strong>1995年</strong>：中國銀行澳門分行成為本地第二家發鈔銀行，與大西洋銀行共同發行澳門元紙幣。</li>
<li><strong>1999年</strong>：隨着澳門特別行政區成立，澳門貨幣暨匯兌監理署更名為澳門金融管理局。</li>
<li><strong>2012年</strong>：根據財政儲備制度，本局開始負責管理澳門特別行政區的財政儲備；同年，存款保障制度開始運作。</li>
</ul>
<p>四十多年來，本局的職能隨澳門經濟及金融業的發展而不斷擴展，但維護貨幣及金融穩定的核心使命始終不變。</p>`,
    en: `<h2>History</h2>
<p>The origins of the AMCM go back to the Macao Issuing Institute, founded in 1980 to issue the local currency and manage the foreign exchange reserves.</p>
<ul>
<li><strong>1980</strong>: the Macao Issuing Institute is established to handle the issue of the currency.</li>
<li><strong>1989</strong>: the Institute is reorganised as the Monetary and Foreign Exchange Authority of Macao and takes over the supervision of the banking and insurance sectors.</li>
<li><strong>1995</strong>: the Bank of China Macau Branch becomes the second note-issuing bank, issuing pataca banknotes alongside Banco Nacional Ultramarino.</li>
<li><strong>1999</strong>: with the establishment of the Macao Special Administrative Region, the Authority is renamed the Monetary Authority of Macao.</li>
<li><strong>2012</strong>: under the Fiscal Reserve regime, the Authority begins to manage the Fiscal Reserve of the Macao SAR; the deposit protection scheme starts operating the same year.</li>
</ul>
<p>Over four decades the Authority's functions have grown with Macao's economy and financial sector, while its core mission of monetary and financial stability has remained the same.</p>`,
    pt: `<h2>Historial</h2>
<p>A origem da AMCM remonta ao Instituto Emissor de Macau, criado em 1980 para emitir a moeda local e gerir as reservas cambiais.</p>
<ul>
<li><strong>1980</strong>: criação do Instituto Emissor de Macau.</li>
<li><strong>1989</strong>: o Instituto é reestruturado como Autoridade Monetária e Cambial de Macau, assumindo a supervisão dos sectores bancário e segurador.</li>
<li><strong>1995</strong>: o Banco da China, Sucursal de Macau, torna-se o segundo banco emissor, a par do Banco Nacional Ultramarino.</li>
<li><strong>1999</strong>: com o estabelecimento da Região Administrativa Especial de Macau, passa a denominar-se Autoridade Monetária de Macau.</li>
<li><strong>2012</strong>: a AMCM passa a gerir a Reserva Financeira da RAEM e entra em funcionamento o regime de garantia de depósitos.</li>
</ul>`,
  },

  'about-us/international-cooperation': {
    'zh-hant': `<h2>對外合作</h2>
<p>作為國際金融體系的一員，金管局積極參與國際及區域金融組織的工作，並與其他地區的監管機構建立合作關係，以加強跨境監管及資訊交流。</p>
<h3>參與的國際及區域組織</h3>
<ul>
<li>國際保險監督官協會（IAIS）；</li>
<li>亞洲保險監督官論壇；</li>
<li>國際金融中心監管機構組織；</li>
<li>東南亞中央銀行組織的培訓及研究活動。</li>
</ul>
<h3>區域合作</h3>
<p>本局與內地及香港的金融監管機構保持緊密聯繫，推動粵港澳大灣區的金融互聯互通，並透過簽訂監管合作備忘錄，就跨境機構的監管、危機處理及人員培訓進行合作。</p>
<p>此外，本局配合澳門作為中國與葡語國家商貿合作服務平台的定位，與葡語國家的中央銀行開展交流，協助推動以人民幣計價的金融服務。</p>`,
    en: `<h2>International cooperation</h2>
<p>As part of the international financial system, the AMCM takes an active part in international and regional financial organisations and works with supervisors in other jurisdictions to strengthen cross-border supervision and the exchange of information.</p>
<h3>International and regional organisations</h3>
<ul>
<li>International Association of Insurance Supervisors (IAIS);</li>
<li>Asian Forum of Insurance Regulators;</li>
<li>Group of International Finance Centre Supervisors;</li>
<li>training and research activities of the South East Asian Central Banks (SEACEN) Research and Training Centre.</li>
</ul>
<h3>Regional cooperation</h3>
<p>The Authority maintains close links with the financial regulators of Mainland China and Hong Kong, promotes financial connectivity within the Guangdong-Hong Kong-Macao Greater Bay Area, and cooperates on the supervision of cross-border institutions, crisis management and staff training under supervisory memoranda of understanding.</p>
<p>In line with Macao's role as a commercial and trade cooperation platform between China and the Portuguese-speaking countries, the Authority also holds exchanges with the central banks of those countries and supports the development of renminbi-denominated financial services.</p>`,
  },

  'about-us/financial-literacy': {
    'zh-hant': `<h2>金融教育</h2>
<p>提升市民的金融知識，有助大眾作出明智的理財決定，並減少受騙的風險。金管局聯同銀行公會、保險業界及教育機構，定期舉辦金融教育活動。</p>
<h3>活動內容</h3>
<ul>
<li>到校講座：向中學生介紹個人理財、信用卡使用及網上支付安全；</li>
<li>社區講座：為長者講解常見的電話及網絡詐騙手法；</li>
<li>展覽及參觀：介紹澳門元的歷史及防偽特徵；</li>
<li>網上資源：發佈圖解及短片，解說存款保障、保險產品及投訴途徑。</li>
</ul>
<p>學校或社團如欲預約講座，可透過電郵與本局金融消費者保護辦公室聯絡，並註明機構名稱、參加人數及建議日期。</p>`,
    en: `<h2>Financial literacy</h2>
<p>Better financial knowledge helps people make informed decisions about their money and reduces the risk of falling victim to fraud. Together with the banking association, the insurance industry and educational institutions, the AMCM runs financial education activities throughout the year.</p>
<h3>Activities</h3>
<ul>
<li>school talks introducing secondary students to personal budgeting, the use of credit cards and safe online payment;</li>
<li>community talks for elderly residents on common telephone and online scams;</li>
<li>exhibitions and visits on the history and security features of the pataca;</li>
<li>online resources, with infographics and videos on deposit protection, insurance products and how to complain.</li>
</ul>
<p>Schools and associations wishing to book a talk may write to the Financial Consumer Protection Office by e-mail, stating the name of the organisation, the expected number of participants and the preferred date.</p>`,
  },

  'about-us/contact-us': {
    'zh-hant': `<h2>聯絡我們</h2>
<table>
<tbody>
<tr><th>地址</th><td>澳門東望洋斜巷24及26號</td></tr>
<tr><th>電話</th><td>(853) 2856 8288</td></tr>
<tr><th>電郵</th><td>general@amcm.gov.mo</td></tr>
</tbody>
</table>
<h3>辦公時間</h3>
<ul>
<li>星期一至星期四：上午9時至下午1時，下午2時30分至5時45分</li>
<li>星期五：上午9時至下午1時，下午2時30分至5時30分</li>
<li>星期六、星期日及公眾假期休息</li>
</ul>
<p>如欲就受監管機構提出投訴，請使用「投訴」頁面的網上表格，以便本局盡快跟進。傳媒查詢請參閱「傳媒查詢」頁面。</p>`,
    en: `<h2>Contact us</h2>
<table>
<tbody>
<tr><th>Address</th><td>Calçada do Gaio, Nos. 24 and 26, Macao</td></tr>
<tr><th>Telephone</th><td>(853) 2856 8288</td></tr>
<tr><th>E-mail</th><td>general@amcm.gov.mo</td></tr>
</tbody>
</table>
<h3>Office hours</h3>
<ul>
<li>Monday to Thursday: 9:00 a.m. to 1:00 p.m. and 2:30 p.m. to 5:45 p.m.</li>
<li>Friday: 9:00 a.m. to 1:00 p.m. and 2:30 p.m. to 5:30 p.m.</li>
<li>Closed on Saturdays, Sundays and public holidays</li>
</ul>
<p>To complain about a supervised institution, please use the online form on the "Complaints" page so that we can follow up quickly. Journalists should refer to the "Media Enquiries" page.</p>`,
    pt: `<h2>Contactos</h2>
<table>
<tbody>
<tr><th>Morada</th><td>Calçada do Gaio, n.º 24 e 26, Macau</td></tr>
<tr><th>Telefone</th><td>(853) 2856 8288</td></tr>
<tr><th>Correio electrónico</th><td>general@amcm.gov.mo</td></tr>
</tbody>
</table>
<h3>Horário de expediente</h3>
<ul>
<li>Segunda a quinta-feira: 9h00 às 13h00 e 14h30 às 17h45</li>
<li>Sexta-feira: 9h00 às 13h00 e 14h30 às 17h30</li>
<li>Encerrado aos sábados, domingos e feriados</li>
</ul>
<p>Para apresentar uma reclamação contra uma instituição supervisionada, utilize o formulário da página «Reclamações».</p>`,
  },
};
