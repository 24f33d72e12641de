/** HTML of the CMS pages under "Banking Sector", by main-menu path. */
import type { PageContent } from './types.ts';

export const BANKING_CONTENT: Record<string, PageContent> = {
  'banking-sector/overview': {
    'zh-hant': `<h2>銀行業概況</h2>
<p>澳門銀行業由本地註冊銀行及外地銀行分行組成，為居民及企業提供存款、貸款、貿易融資、匯款、財富管理及電子支付等服務。銀行業資產約佔澳門金融業總資產的九成，是本地金融體系的主體。</p>
<h3>主要特點</h3>
<ul>
<li>資本充足：本地註冊銀行的資本充足比率長期高於法定最低要求；</li>
<li>流動性充裕：銀行持有大量高流動性資產，足以應付存款的正常提取；</li>
<li>多幣種經營：澳門元、港元、人民幣及美元存款均佔相當比重；</li>
<li>對外聯繫緊密：銀行的跨境業務與內地及香港市場關係密切。</li>
</ul>
<p>最新的銀行業統計數據，可於「研究及統計」欄目的「銀行業統計」頁面查閱。</p>`,
    en: `<h2>Overview of the banking sector</h2>
<p>Macao's banking sector is made up of locally incorporated banks and branches of banks incorporated elsewhere. Together they provide residents and businesses with deposits, loans, trade finance, remittances, wealth management and electronic payment services. Banks hold about nine tenths of the total assets of Macao's financial sector and form the core of the local financial system.</p>
<h3>Main features</h3>
<ul>
<li>strong capital: the capital adequacy ratios of locally incorporated banks have long stood well above the statutory minimum;</li>
<li>ample liquidity: banks hold large amounts of highly liquid assets, sufficient to meet normal withdrawals of deposits;</li>
<li>multi-currency business: deposits in patacas, Hong Kong dollars, renminbi and US dollars each account for a significant share;</li>
<li>close external links: banks' cross-border business is closely tied to the Mainland and Hong Kong markets.</li>
</ul>
<p>The latest figures are available on the "Banking Statistics" page of the Research and Statistics section.</p>`,
  },

  'banking-sector/licensing': {
    'zh-hant': `<h2>設立及發牌</h2>
<p>在澳門從事銀行業務或其他受監管的金融業務，須事先獲得許可。設立申請須向金管局遞交，經本局審查並提出意見後，由行政長官作出決定。</p>
<h3>申請須提交的主要文件</h3>
<ol>
<li>業務計劃書，說明擬經營的業務、目標客戶、組織架構及首三年的財務預測；</li>
<li>股東、董事及主要管理人員的身份證明、履歷及適當人選聲明；</li>
<li>資本來源的證明文件；</li>
<li>內部控制、風險管理及反洗錢制度的說明；</li>
<li>外地銀行設立分行者，須提交其註冊地監管當局的同意書。</li>
</ol>
<p>本局在審查申請時，會考慮申請人的財政實力、股東及管理層的適當性、業務計劃的可行性，以及對澳門金融體系的貢獻。如欲了解詳細要求，歡迎事先與銀行監察處聯絡。</p>`,
    en: `<h2>Establishment and licensing</h2>
<p>Banking and other regulated financial business may be carried on in Macao only with prior authorisation. Applications are submitted to the AMCM, which examines them and gives its opinion; the decision rests with the Chief Executive.</p>
<h3>Main documents to be submitted</h3>
<ol>
<li>a business plan describing the proposed activities, target customers, organisational structure and financial projections for the first three years;</li>
<li>identification, curricula vitae and fit-and-proper declarations of shareholders, directors and key managers;</li>
<li>evidence of the source of the capital;</li>
<li>a description of the internal control, risk management and anti-money laundering systems;</li>
<li>for a branch of a bank incorporated elsewhere, the consent of the home supervisor.</li>
</ol>
<p>In examining an application the Authority considers the financial strength of the applicant, the fitness and propriety of its shareholders and managers, the viability of the business plan and its contribution to Macao's financial system. Prospective applicants are welcome to contact the Banking Supervision Department beforehand.</p>`,
  },

  'banking-sector/supervision': {
    'zh-hant': `<h2>審慎監管</h2>
<p>金管局以風險為本的方式監管銀行及其他金融機構，結合非現場分析及現場檢查，持續評估各機構的財務狀況及風險管理水平。</p>
<h3>監管工具</h3>
<ul>
<li><strong>定期申報</strong>：機構須按月及按季向本局提交資產負債、資本、流動性及大額風險暴露等報表；</li>
<li><strong>現場檢查</strong>：本局檢查人員定期到機構審閱其業務、內部控制及合規情況；</li>
<li><strong>審慎會議</strong>：本局每年與機構的管理層及外部核數師會面，討論其經營策略及風險狀況；</li>
<li><strong>壓力測試</strong>：評估機構在不利經濟情景下的承受能力。</li>
</ul>
<h3>主要審慎要求</h3>
<table>
<thead><tr><th>範疇</th><th>要求</th></tr></thead>
<tbody>
<tr><td>資本</td><td>本地註冊銀行須維持符合巴塞爾標準的資本充足比率</td></tr>
<tr><td>流動性</td><td>須持有足夠的流動資產，以應付短期負債</td></tr>
<tr><td>大額風險</td><td>對單一客戶或關聯集團的風險暴露設有上限</td></tr>
<tr><td>管治</td><td>董事會須對風險管理負最終責任，並設立獨立的合規及內部審計職能</td></tr>
</tbody>
</table>`,
    en: `<h2>Prudential supervision</h2>
<p>The AMCM supervises banks and other financial institutions on a risk basis, combining off-site analysis with on-site examinations to assess on a continuous basis the financial condition and risk management of each institution.</p>
<h3>Supervisory tools</h3>
<ul>
<li><strong>Regular returns</strong>: institutions submit monthly and quarterly returns on their balance sheet, capital, liquidity and large exposures;</li>
<li><strong>On-site examinations</strong>: the Authority's examiners regularly review each institution's business, internal controls and compliance;</li>
<li><strong>Prudential meetings</strong>: the Authority meets each institution's management and external auditors every year to discuss its strategy and risk profile;</li>
<li><strong>Stress tests</strong>: institutions' resilience is assessed under adverse economic scenarios.</li>
</ul>
<h3>Main prudential requirements</h3>
<table>
<thead><tr><th>Area</th><th>Requirement</th></tr></thead>
<tbody>
<tr><td>Capital</td><td>Locally incorporated banks maintain a capital adequacy ratio consistent with the Basel standards</td></tr>
<tr><td>Liquidity</td><td>Sufficient liquid assets are held to meet short-term liabilities</td></tr>
<tr><td>Large exposures</td><td>Exposures to a single customer or a group of connected parties are capped</td></tr>
<tr><td>Governance</td><td>The board bears ultimate responsibility for risk management and maintains independent compliance and internal audit functions</td></tr>
</tbody>
</table>`,
  },

  'banking-sector/deposit-protection': {
    'zh-hant': `<h2>存款保障</h2>
<p>澳門的存款保障制度於2012年開始運作，由存款保障基金負責管理，金管局為基金提供行政及技術支援。當參與制度的銀行倒閉時，基金會按法律規定向存款人作出補償。</p>
<h3>保障範圍</h3>
<ul>
<li>每名存款人在每家參與銀行的受保障存款，最高補償金額為澳門元50萬元；</li>
<li>受保障的存款包括往來帳戶、儲蓄帳戶及定期存款；</li>
<li>其他信用機構的存款、結構性存款及不記名存款等不受保障。</li>
</ul>
<h3>如何知道存款是否受保障？</h3>
<p>參與制度的銀行須在營業地點展示存款保障標誌，並在開戶時向客戶說明哪些存款受保障。存款人如有疑問，可向有關銀行或存款保障基金查詢。</p>
<p>存款保障制度的經費來自參與銀行按其受保障存款額繳付的年度供款，存款人無須支付任何費用。</p>`,
    en: `<h2>Deposit protection</h2>
<p>Macao's deposit protection scheme has operated since 2012. It is managed by the Deposit Protection Fund, with administrative and technical support from the AMCM. If a participating bank fails, the Fund compensates depositors as provided by law.</p>
<h3>Scope of protection</h3>
<ul>
<li>compensation is capped at MOP 500,000 per depositor per participating bank;</li>
<li>protected deposits include current accounts, savings accounts and time deposits;</li>
<li>deposits of other credit institutions, structured deposits and bearer deposits, among others, are not protected.</li>
</ul>
<h3>How can I tell whether my deposit is protected?</h3>
<p>Participating banks display the deposit protection sign at their premises and explain to customers, when an account is opened, which deposits are protected. Depositors with questions may ask their bank or the Deposit Protection Fund.</p>
<p>The scheme is funded by annual contributions from participating banks, calculated on their protected deposits; depositors pay nothing.</p>`,
    pt: `<h2>Garantia de depósitos</h2>
<p>O regime de garantia de depósitos de Macau está em funcionamento desde 2012. É gerido pelo Fundo de Garantia de Depósitos, com o apoio administrativo e técnico da AMCM. Em caso de falência de um banco participante, o Fundo indemniza os depositantes nos termos da lei.</p>
<h3>Âmbito da garantia</h3>
<ul>
<li>a indemnização tem o limite de 500 000 patacas por depositante e por banco participante;</li>
<li>estão garantidos os depósitos à ordem, de poupança e a prazo;</li>
<li>não estão garantidos, entre outros, os depósitos de outras instituições de crédito, os depósitos estruturados e os depósitos ao portador.</li>
</ul>
<p>O regime é financiado por contribuições anuais dos bancos participantes; os depositantes não suportam qualquer encargo.</p>`,
  },

  'banking-sector/payment-systems': {
    'zh-hant': `<h2>支付系統</h2>
<p>安全高效的支付系統是金融體系的重要基礎設施。金管局負責監察本地的主要支付及結算系統，並推動電子支付的普及。</p>
<h3>主要系統</h3>
<ul>
<li><strong>即時支付結算系統</strong>：處理銀行之間的澳門元大額支付，以逐筆即時全額結算方式運作，減低結算風險；</li>
<li><strong>支票結算</strong>：處理以澳門元及港元簽發的支票；</li>
<li><strong>快速支付服務</strong>：讓市民透過手機號碼或電郵地址，於不同銀行帳戶之間即時轉帳；</li>
<li><strong>聚合支付</strong>：商戶只需一部終端機，即可接受多種本地電子錢包的付款。</li>
</ul>
<p>本局要求支付系統的營運者設立完善的業務持續運作安排，並定期測試其應變能力，以確保系統在突發事件下仍能穩定運作。</p>`,
    en: `<h2>Payment systems</h2>
<p>Safe and efficient payment systems are an essential part of the financial infrastructure. The AMCM oversees Macao's main payment and settlement systems and promotes the wider use of electronic payments.</p>
<h3>Main systems</h3>
<ul>
<li><strong>Real-time gross settlement system</strong>: settles large-value pataca payments between banks one by one and in real time, reducing settlement risk;</li>
<li><strong>Cheque clearing</strong>: clears cheques drawn in patacas and Hong Kong dollars;</li>
<li><strong>Fast payment service</strong>: lets residents transfer money instantly between accounts at different banks using a mobile number or e-mail address;</li>
<li><strong>Aggregated payment</strong>: lets merchants accept payments from several local e-wallets through a single terminal.</li>
</ul>
<p>The Authority requires system operators to maintain sound business continuity arrangements and to test them regularly, so that the systems keep running in an emergency.</p>`,
  },

  'banking-sector/fintech': {
    'zh-hant': `<h2>金融科技</h2>
<p>金管局鼓勵金融機構在風險可控的前提下應用新技術，以提升服務效率及客戶體驗，同時確保消費者權益及金融體系的安全不受影響。</p>
<h3>本局的措施</h3>
<ul>
<li>設立金融科技聯絡窗口，解答業界及初創企業有關監管要求的查詢；</li>
<li>就網上開戶、遙距身份核實及雲端服務外判發出監管指引；</li>
<li>研究數字貨幣及分佈式帳本技術在本地支付及結算中的應用；</li>
<li>加強對金融機構網絡安全及科技風險管理的要求。</li>
</ul>
<p>計劃推出創新金融服務的機構，宜及早與本局溝通，以便評估有關服務適用的發牌及監管要求。</p>`,
    en: `<h2>FinTech</h2>
<p>The AMCM encourages financial institutions to adopt new technology where the risks are under control, to make their services more efficient and convenient, while keeping consumers and the financial system safe.</p>
<h3>What the Authority does</h3>
<ul>
<li>runs a FinTech liaison channel that answers questions from the industry and start-ups about regulatory requirements;</li>
<li>issues guidance on online account opening, remote identity verification and the outsourcing of cloud services;</li>
<li>studies the use of digital currency and distributed ledger technology in local payment and settlement;</li>
<li>strengthens its requirements on the cyber security and technology risk management of financial institutions.</li>
</ul>
<p>Institutions planning to launch an innovative financial service should contact the Authority early, so that the licensing and supervisory requirements that apply can be assessed.</p>`,
  },

  'banking-sector/green-finance': {
    'zh-hant': `<h2>綠色金融</h2>
<p>為配合國家「雙碳」目標及澳門經濟適度多元發展，金管局積極推動綠色金融，鼓勵金融機構支持低碳轉型項目，並加強對氣候相關風險的管理。</p>
<h3>主要工作</h3>
<ol>
<li>推動在澳門發行及上市綠色債券，並參照國際認可的綠色分類標準；</li>
<li>要求銀行將氣候風險納入其風險管理框架，並逐步加強相關披露；</li>
<li>鼓勵銀行推出綠色貸款、綠色按揭及可持續發展掛鈎貸款等產品；</li>
<li>與大灣區的監管機構合作，推動綠色金融標準的互認。</li>
</ol>
<p>本局亦會舉辦研討會及培訓，提升業界在環境、社會及管治方面的專業能力。</p>`,
    en: `<h2>Green finance</h2>
<p>In support of the national carbon peaking and carbon neutrality goals and of the appropriate diversification of Macao's economy, the AMCM promotes green finance, encouraging financial institutions to fund low-carbon transition projects and to manage climate-related risks.</p>
<h3>Main work</h3>
<ol>
<li>promoting the issue and listing of green bonds in Macao, with reference to internationally recognised green taxonomies;</li>
<li>requiring banks to integrate climate risk into their risk management frameworks and to improve the related disclosures step by step;</li>
<li>encouraging banks to offer green loans, green mortgages and sustainability-linked loans;</li>
<li>working with regulators in the Greater Bay Area towards the mutual recognition of green finance standards.</li>
</ol>
<p>The Authority also organises seminars and training to build the industry's expertise in environmental, social and governance matters.</p>`,
    pt: `<h2>Finanças verdes</h2>
<p>Em apoio às metas nacionais de pico de carbono e neutralidade carbónica e à diversificação adequada da economia de Macau, a AMCM promove as finanças verdes, incentivando as instituições financeiras a financiar projectos de transição para uma economia de baixo carbono e a gerir os riscos climáticos.</p>
<ol>
<li>promoção da emissão e admissão à cotação de obrigações verdes em Macau;</li>
<li>integração do risco climático na gestão de riscos dos bancos;</li>
<li>incentivo aos empréstimos verdes e ao crédito à habitação verde.</li>
</ol>`,
  },

  'banking-sector/consumer-protection': {
    'zh-hant': `<h2>金融消費者保護</h2>
<p>金管局要求金融機構公平對待客戶，以清晰易明的方式披露產品的特點、收費及風險，並設立有效的投訴處理程序。</p>
<h3>金融機構的主要責任</h3>
<ul>
<li>銷售產品前評估客戶的需要、風險承受能力及財務狀況；</li>
<li>以客戶選擇的語言提供產品資料及合約條款；</li>
<li>妥善保管客戶資料，未經同意不得用於其他用途；</li>
<li>在收到投訴後於合理時間內作出書面回覆。</li>
</ul>
<h3>如對金融機構的服務不滿</h3>
<p>請先向有關機構提出投訴。如不滿意其處理結果，或機構未在合理時間內回覆，可透過本網站的投訴表格向金管局提出投訴。本局會要求機構作出解釋，但不會就個別商業糾紛作出仲裁或判定賠償。</p>`,
    en: `<h2>Financial consumer protection</h2>
<p>The AMCM requires financial institutions to treat customers fairly, disclose the features, fees and risks of products clearly and plainly, and maintain effective complaint handling procedures.</p>
<h3>Main duties of financial institutions</h3>
<ul>
<li>assessing a customer's needs, risk tolerance and financial position before selling a product;</li>
<li>providing product information and contract terms in the language chosen by the customer;</li>
<li>keeping customer data safe and not using it for other purposes without consent;</li>
<li>replying in writing to a complaint within a reasonable time.</li>
</ul>
<h3>If you are not satisfied with a financial institution</h3>
<p>Please complain to the institution first. If you are not satisfied with the outcome, or the institution does not reply within a reasonable time, you may complain to the AMCM through the complaint form on this website. The Authority will ask the institution for an explanation, but it does not arbitrate individual commercial disputes or award compensation.</p>`,
  },
};
