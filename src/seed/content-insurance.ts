/** HTML of the CMS pages under "Insurance Sector", by main-menu path. */
import type { PageContent } from './types.ts';

export const INSURANCE_CONTENT: Record<string, PageContent> = {
  'insurance-sector/overview': {
    'zh-hant': `<h2>保險業概況</h2>
<p>澳門的保險市場由人壽保險公司及非人壽保險公司組成，當中包括本地註冊公司及外地保險公司的分公司。保險產品主要透過個人代理人、法人代理人、保險經紀人及銀行等渠道銷售。</p>
<h3>業務結構</h3>
<ul>
<li><strong>人壽保險</strong>：以儲蓄型及投資相連產品為主，保費收入佔市場總額的大部分；</li>
<li><strong>非人壽保險</strong>：包括汽車、勞工、財產、醫療及責任保險等；</li>
<li><strong>退休基金</strong>：由獲許可的保險公司及退休基金管理實體管理。</li>
</ul>
<p>金管局負責批准保險公司的設立，監察其償付能力、再保險安排及投資，並監管保險中介人的操守。最新的市場數據可於「保險業統計」頁面查閱。</p>`,
    en: `<h2>Overview of the insurance sector</h2>
<p>Macao's insurance market is made up of life and non-life insurers, some incorporated locally and others operating as branches of insurers incorporated elsewhere. Insurance products are sold mainly through individual agents, corporate agents, insurance brokers and banks.</p>
<h3>Structure of the business</h3>
<ul>
<li><strong>Life insurance</strong>: mainly savings and investment-linked products, which account for most of the premium income of the market;</li>
<li><strong>Non-life insurance</strong>: motor, employees' compensation, property, medical and liability insurance, among others;</li>
<li><strong>Pension funds</strong>: managed by authorised insurers and pension fund management entities.</li>
</ul>
<p>The AMCM authorises the establishment of insurers, monitors their solvency, reinsurance arrangements and investments, and supervises the conduct of insurance intermediaries. The latest market figures are on the "Insurance Statistics" page.</p>`,
  },

  'insurance-sector/intermediary-licensing': {
    'zh-hant': `<h2>保險中介人牌照申請</h2>
<p>任何人士或實體在澳門從事保險中介業務，須事先向金管局申請並取得相應的牌照。保險中介人分為個人代理人、法人代理人、保險經紀人及保險推銷員。</p>
<h3>個人代理人的一般要求</h3>
<ol>
<li>年滿十八歲，並具備中學畢業或同等學歷；</li>
<li>通過本局舉辦的保險中介人資格考試中相應的科目；</li>
<li>無犯罪紀錄，並符合適當人選的要求；</li>
<li>由至少一家獲許可的保險公司提出委任。</li>
</ol>
<h3>申請程序</h3>
<p>申請人須填妥申請表，連同身份證明文件副本、學歷證明、考試合格證明及保險公司的委任書，遞交至本局。文件齊備後，本局一般於三十個工作日內完成審批。牌照須於有效期屆滿前按規定期間申請續期，逾期未續期者，牌照將被取消。</p>`,
    en: `<h2>Licensing of insurance intermediaries</h2>
<p>Any person or entity carrying on insurance intermediary business in Macao must first apply to the AMCM for the corresponding licence. Insurance intermediaries are individual agents, corporate agents, insurance brokers and insurance salesmen.</p>
<h3>General requirements for individual agents</h3>
<ol>
<li>being at least 18 years old and having completed secondary education or equivalent;</li>
<li>having passed the relevant papers of the Qualifying Examination for Insurance Intermediaries held by the Authority;</li>
<li>having no criminal record and meeting the fit-and-proper requirements;</li>
<li>being appointed by at least one authorised insurer.</li>
</ol>
<h3>Procedure</h3>
<p>Applicants submit the completed application form to the Authority with a copy of their identity document, evidence of their education, the examination certificate and the insurer's letter of appointment. Once the file is complete, the Authority normally decides within thirty working days. Licences must be renewed within the prescribed renewal period before they expire; a licence that is not renewed in time is cancelled.</p>`,
  },

  'insurance-sector/qualifying-examination': {
    'zh-hant': `<h2>保險中介人資格考試</h2>
<p>金管局定期舉辦保險中介人資格考試，考試合格是申請保險中介人牌照的條件之一。考試以中文、葡文或英文進行，考生可於報名時選擇。</p>
<table>
<thead><tr><th>科目</th><th>適用對象</th><th>考試形式</th></tr></thead>
<tbody>
<tr><td>保險原理及實務</td><td>所有申請人</td><td>多項選擇題</td></tr>
<tr><td>人壽保險</td><td>從事人壽保險業務者</td><td>多項選擇題</td></tr>
<tr><td>一般保險</td><td>從事非人壽保險業務者</td><td>多項選擇題</td></tr>
<tr><td>投資相連保險</td><td>銷售投資相連產品者</td><td>多項選擇題</td></tr>
</tbody>
</table>
<h3>報名須知</h3>
<ul>
<li>考試日期及報名期會於本網站「通告」欄目公佈；</li>
<li>考生須於考試當日攜同有效身份證明文件應考；</li>
<li>考試成績會於考試後約兩星期以書面通知考生。</li>
</ul>`,
    en: `<h2>Qualifying Examination for Insurance Intermediaries</h2>
<p>The AMCM holds the Qualifying Examination for Insurance Intermediaries at regular intervals. Passing the examination is one of the conditions for an intermediary licence. Candidates may sit the examination in Chinese, Portuguese or English, as chosen on enrolment.</p>
<table>
<thead><tr><th>Paper</th><th>For</th><th>Format</th></tr></thead>
<tbody>
<tr><td>Principles and Practice of Insurance</td><td>All applicants</td><td>Multiple choice</td></tr>
<tr><td>Life Insurance</td><td>Those carrying on life business</td><td>Multiple choice</td></tr>
<tr><td>General Insurance</td><td>Those carrying on non-life business</td><td>Multiple choice</td></tr>
<tr><td>Investment-linked Insurance</td><td>Those selling investment-linked products</td><td>Multiple choice</td></tr>
</tbody>
</table>
<h3>Enrolment</h3>
<ul>
<li>examination dates and enrolment periods are announced in the "Notices" section of this website;</li>
<li>candidates must bring a valid identity document on the day of the examination;</li>
<li>results are notified in writing about two weeks after the examination.</li>
</ul>`,
    pt: `<h2>Exame de Qualificação para Mediadores de Seguros</h2>
<p>A AMCM realiza periodicamente o Exame de Qualificação para Mediadores de Seguros. A aprovação no exame é uma das condições para a obtenção da licença de mediador. O exame pode ser realizado em chinês, português ou inglês, à escolha do candidato no acto da inscrição.</p>
<ul>
<li>as datas do exame e os períodos de inscrição são anunciados na secção «Avisos» deste sítio;</li>
<li>os candidatos devem apresentar um documento de identificação válido no dia do exame;</li>
<li>os resultados são comunicados por escrito cerca de duas semanas após o exame.</li>
</ul>`,
  },

  'insurance-sector/continuing-professional-development': {
    'zh-hant': `<h2>持續專業進修</h2>
<p>為確保保險中介人的專業知識與市場發展同步，金管局要求持牌中介人在每個牌照期內完成指定時數的持續專業進修，並於申請續期時提交紀錄。</p>
<h3>認可的進修活動</h3>
<ul>
<li>保險公司或專業團體舉辦並經本局認可的課程及講座；</li>
<li>與保險、理財、法律或道德操守相關的大專課程；</li>
<li>本局舉辦的研討會。</li>
</ul>
<h3>注意事項</h3>
<p>進修時數中須包括一定比例的法規及操守課程。中介人應保存出席證明至少三年，以備本局抽查。未能完成規定時數者，其牌照續期申請可能不獲批准。</p>`,
    en: `<h2>Continuing professional development</h2>
<p>To keep their knowledge in step with the market, licensed insurance intermediaries must complete a set number of hours of continuing professional development (CPD) in each licence period and submit their record when they apply for renewal.</p>
<h3>Recognised activities</h3>
<ul>
<li>courses and talks organised by insurers or professional bodies and recognised by the Authority;</li>
<li>tertiary courses related to insurance, financial planning, law or ethics;</li>
<li>seminars organised by the Authority.</li>
</ul>
<h3>Points to note</h3>
<p>A minimum share of the hours must cover regulation and conduct. Intermediaries should keep their certificates of attendance for at least three years, as the Authority checks records by sampling. An application for renewal may be refused if the required hours have not been completed.</p>`,
  },

  'insurance-sector/motor-insurance': {
    'zh-hant': `<h2>汽車民事責任強制保險</h2>
<p>根據澳門法律，所有在公共道路上行駛的汽車及摩托車，均須投保民事責任保險，以保障交通意外中受害第三者的權益。未有投保而駕駛，屬違法行為。</p>
<h3>車主須知</h3>
<ul>
<li>保險須由獲許可經營汽車保險的保險公司承保；</li>
<li>保險單及保險證明須隨車攜帶，以備執法人員查閱；</li>
<li>跨境行駛的車輛，須同時符合目的地的保險要求；</li>
<li>發生交通意外後，應盡快通知保險公司，並保留相關證據。</li>
</ul>
<p>如受害人因肇事車輛未有投保或無法識別而未能獲得賠償，可按法律規定向汽車及航海保障基金申請賠償。</p>`,
    en: `<h2>Compulsory motor insurance</h2>
<p>Under Macao law, every car and motorcycle used on public roads must be covered by civil liability insurance, which protects third parties injured in traffic accidents. Driving without insurance is an offence.</p>
<h3>What vehicle owners should know</h3>
<ul>
<li>the insurance must be underwritten by an insurer authorised to carry on motor business;</li>
<li>the policy and the certificate of insurance must be kept in the vehicle for inspection by law enforcement officers;</li>
<li>vehicles travelling across the boundary must also meet the insurance requirements of the destination;</li>
<li>after an accident, notify your insurer as soon as possible and keep the relevant evidence.</li>
</ul>
<p>A victim who cannot be compensated because the vehicle responsible was uninsured or cannot be identified may claim from the Motor and Maritime Guarantee Fund as provided by law.</p>`,
    pt: `<h2>Seguro obrigatório de responsabilidade civil automóvel</h2>
<p>Nos termos da lei de Macau, todos os automóveis e motociclos que circulem na via pública devem estar cobertos por um seguro de responsabilidade civil, que protege os terceiros lesados em acidentes de viação. Conduzir sem seguro constitui infracção.</p>
<ul>
<li>o seguro deve ser celebrado com uma seguradora autorizada a explorar o ramo automóvel;</li>
<li>a apólice e o certificado de seguro devem acompanhar o veículo;</li>
<li>em caso de acidente, comunique-o à seguradora o mais cedo possível.</li>
</ul>
<p>O lesado que não possa ser indemnizado por o veículo responsável não ter seguro ou não ser identificado pode recorrer ao Fundo de Garantia Automóvel e Marítimo, nos termos da lei.</p>`,
  },

  'insurance-sector/medical-malpractice-insurance': {
    'zh-hant': `<h2>醫療民事責任強制保險</h2>
<p>根據醫療事故法律制度，在澳門執業的醫療服務提供者，包括醫療機構及個人醫務人員，須投保醫療民事責任保險，以保障病人在醫療事故中可獲得適當賠償。</p>
<h3>投保要求</h3>
<ul>
<li>投保人須按其專業類別投保不少於法定的最低保險金額；</li>
<li>保險單須涵蓋投保人在執業期間提供的醫療服務；</li>
<li>保險公司須使用經金管局核准的保險單條款。</li>
</ul>
<p>金管局與衞生當局合作，跟進強制保險的投保情況。有關的最新消息，請參閱「新聞及通告」欄目的「醫療民事責任強制保險消息」。</p>`,
    en: `<h2>Compulsory medical liability insurance</h2>
<p>Under the legal regime for medical incidents, healthcare providers practising in Macao, both institutions and individual professionals, must take out medical civil liability insurance so that patients can be properly compensated after a medical incident.</p>
<h3>Requirements</h3>
<ul>
<li>the sum insured must not be lower than the statutory minimum for the professional category of the insured;</li>
<li>the policy must cover the medical services provided while the insured is in practice;</li>
<li>insurers must use the policy wording approved by the AMCM.</li>
</ul>
<p>The AMCM works with the health authorities to follow up compliance with the compulsory insurance. The latest updates are in "Medical Liability Insurance Updates" in the News and Notices section.</p>`,
  },

  'insurance-sector/pension-funds': {
    'zh-hant': `<h2>私人退休基金</h2>
<p>私人退休基金由僱主或團體設立，為參與人提供退休保障，並由獲許可的保險公司或退休基金管理實體管理。金管局負責審批退休基金的設立及其規章，並監察基金的管理。</p>
<h3>參與人應注意</h3>
<ol>
<li>了解基金的供款安排、歸屬比例及提取條件；</li>
<li>留意基金管理實體定期發出的結算表，核對供款及投資回報；</li>
<li>選擇投資組合時，應考慮個人的年齡、風險承受能力及退休目標；</li>
<li>離職或轉職時，了解是否可將累算權益轉移至其他計劃。</li>
</ol>
<p>非強制性中央公積金制度下的私人退休金計劃，其基金管理實體亦須符合本局的相關規定。</p>`,
    en: `<h2>Private pension funds</h2>
<p>Private pension funds are set up by employers or associations to provide retirement benefits for their members and are managed by authorised insurers or pension fund management entities. The AMCM approves the establishment of pension funds and their rules, and supervises their management.</p>
<h3>What members should know</h3>
<ol>
<li>understand the fund's contribution arrangements, vesting scale and conditions for withdrawal;</li>
<li>check the periodic statements issued by the management entity against your contributions and investment returns;</li>
<li>consider your age, risk tolerance and retirement goals when choosing an investment portfolio;</li>
<li>on leaving or changing jobs, find out whether your accrued benefits can be transferred to another plan.</li>
</ol>
<p>Management entities of private pension plans under the non-mandatory central provident fund system must also meet the Authority's requirements.</p>`,
    pt: `<h2>Fundos de pensões privados</h2>
<p>Os fundos de pensões privados são constituídos por empregadores ou associações para assegurar benefícios de reforma aos seus participantes e são geridos por seguradoras autorizadas ou por entidades gestoras de fundos de pensões. A AMCM aprova a constituição dos fundos e os respectivos regulamentos e supervisiona a sua gestão.</p>
<p>Os participantes devem conhecer as regras de contribuição, a escala de aquisição de direitos e as condições de levantamento, e verificar os extractos periódicos emitidos pela entidade gestora.</p>`,
  },
};
