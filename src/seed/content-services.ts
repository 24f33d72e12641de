/** HTML of the CMS pages under "News and Notices" and "Services", by main-menu path. */
import type { PageContent } from './types.ts';

export const SERVICES_CONTENT: Record<string, PageContent> = {
  'news-notice/media-enquiries': {
    'zh-hant': `<h2>傳媒查詢</h2>
<p>傳媒如有查詢，請以電郵聯絡金管局，並註明所屬機構、記者姓名、聯絡電話、查詢內容及截稿時間，本局會盡快回覆。</p>
<ul>
<li>電郵：general@amcm.gov.mo</li>
<li>電話：(853) 2856 8288（辦公時間內）</li>
</ul>
<p>本局的新聞稿會同時以中文及葡文發佈，部分亦設英文版本。如欲接收新聞稿，可透過「電郵通知服務」登記。</p>`,
    en: `<h2>Media enquiries</h2>
<p>Journalists are asked to send their enquiries to the AMCM by e-mail, stating their organisation, name, telephone number, the subject of the enquiry and their deadline. The Authority will reply as soon as possible.</p>
<ul>
<li>E-mail: general@amcm.gov.mo</li>
<li>Telephone: (853) 2856 8288 (during office hours)</li>
</ul>
<p>Press releases are issued in Chinese and Portuguese, and many also in English. To receive them, please register with the "E-mail Notification Service".</p>`,
  },

  'services/currency-reproduction/application-guide': {
    'zh-hant': `<h2>複製或仿製貨幣申請須知</h2>
<p>任何人士如欲以任何方式複製或仿製澳門元紙幣或硬幣，例如用於教材、宣傳品或展覽，須事先向金管局提出申請，並在獲得許可後方可進行。</p>
<h3>複製品的規格</h3>
<ul>
<li>複製品的面積須比真鈔或真幣小20%以上或大20%以上；</li>
<li>複製品上須以粗體置中印上「樣本」、「ESPÉCIME」或「SPECIMEN」字樣，其長度不少於複製品長度的三分之一，闊度不少於複製品闊度的六分之一；</li>
<li>紙幣複製品如為單面印刷，須在申請表中註明。</li>
</ul>
<h3>申請方法</h3>
<ol>
<li>填寫網上申請表，列明用途、擬複製的紙幣或硬幣面額及數量；</li>
<li>上載製成品樣本或設計稿，每個附件不超過5MB，檔案名稱只可使用英文字母、數字、底線及連字號；</li>
<li>閱讀並同意兩項聲明後遞交申請。</li>
</ol>
<p>遞交申請前，可使用「紙幣尺寸模擬計算」及「硬幣尺寸模擬計算」工具，檢查複製品的尺寸是否符合規定。</p>`,
    en: `<h2>Reproduction of currency: application guide</h2>
<p>Anyone wishing to reproduce or imitate pataca banknotes or coins in any way, for example in teaching materials, publicity or exhibitions, must first apply to the AMCM and may proceed only once permission has been given.</p>
<h3>Specification of reproductions</h3>
<ul>
<li>the area of a reproduction must be more than 20% smaller or more than 20% larger than that of the genuine note or coin;</li>
<li>the word "樣本", "ESPÉCIME" or "SPECIMEN" must be printed in bold and centred on the reproduction, at least one third of its length and one sixth of its width;</li>
<li>single-sided reproductions of banknotes must be stated as such in the application.</li>
</ul>
<h3>How to apply</h3>
<ol>
<li>complete the online application form, stating the purpose and the denominations and quantities to be reproduced;</li>
<li>upload a sample or the design of the finished product; each attachment must not exceed 5 MB and file names may contain only English letters, digits, underscores and hyphens;</li>
<li>read and accept the two declarations, then submit.</li>
</ol>
<p>Before applying, you can check whether the size of a reproduction complies with the rules using the "Banknote Size Calculator" and the "Coin Size Calculator".</p>`,
    pt: `<h2>Reprodução de moeda: guia de candidatura</h2>
<p>Quem pretenda reproduzir ou imitar, por qualquer forma, notas ou moedas de pataca, por exemplo em material didáctico, publicidade ou exposições, deve requerer previamente autorização à AMCM.</p>
<ul>
<li>a área da reprodução deve ser inferior ou superior em mais de 20% à da nota ou moeda verdadeira;</li>
<li>a palavra «樣本», «ESPÉCIME» ou «SPECIMEN» deve figurar a negrito e ao centro, com pelo menos um terço do comprimento e um sexto da largura da reprodução;</li>
<li>cada anexo não pode exceder 5 MB.</li>
</ul>`,
  },

  'services/currency-in-circulation': {
    'zh-hant': `<h2>流通貨幣</h2>
<p>澳門現時流通的紙幣由大西洋銀行及中國銀行澳門分行發行，硬幣則由金管局發行。市民收到紙幣時，應透過「一摸、二看、三轉動」的方法檢查其防偽特徵。</p>
<h3>紙幣的主要防偽特徵</h3>
<ul>
<li><strong>一摸</strong>：紙幣上的主要圖案及文字以凹版印刷，觸摸時有凹凸感；</li>
<li><strong>二看</strong>：對着光源可看到水印及安全線；</li>
<li><strong>三轉動</strong>：轉動紙幣時，變色油墨及全息圖案會出現顏色或圖案的變化。</li>
</ul>
<h3>殘損貨幣的兌換</h3>
<p>市民可將污損或殘缺的紙幣交到發鈔銀行，按規定兌換。如懷疑收到偽鈔，請勿再使用，並盡快交給治安警察局或銀行處理。</p>`,
    en: `<h2>Currency in circulation</h2>
<p>The banknotes in circulation in Macao are issued by Banco Nacional Ultramarino and the Bank of China Macau Branch; coins are issued by the AMCM. When receiving banknotes, check their security features by feeling, looking and tilting.</p>
<h3>Main security features of banknotes</h3>
<ul>
<li><strong>Feel</strong>: the main images and text are printed in intaglio and feel raised to the touch;</li>
<li><strong>Look</strong>: the watermark and security thread are visible against the light;</li>
<li><strong>Tilt</strong>: colour-shifting ink and holographic features change colour or image when the note is tilted.</li>
</ul>
<h3>Exchange of damaged currency</h3>
<p>Soiled or mutilated banknotes may be taken to the note-issuing banks for exchange under the applicable rules. If you suspect you have received a counterfeit note, do not use it again and hand it to the Public Security Police Force or a bank as soon as possible.</p>`,
    pt: `<h2>Moeda em circulação</h2>
<p>As notas em circulação em Macau são emitidas pelo Banco Nacional Ultramarino e pelo Banco da China, Sucursal de Macau; as moedas metálicas são emitidas pela AMCM. Ao receber notas, verifique os elementos de segurança: tocar, observar e inclinar.</p>
<ul>
<li><strong>Tocar</strong>: as imagens e textos principais são impressos em talhe-doce e apresentam relevo;</li>
<li><strong>Observar</strong>: a marca de água e o fio de segurança são visíveis contra a luz;</li>
<li><strong>Inclinar</strong>: a tinta opticamente variável e os elementos holográficos mudam de cor ou de imagem.</li>
</ul>
<p>Em caso de suspeita de nota falsa, não a volte a utilizar e entregue-a ao Corpo de Polícia de Segurança Pública ou a um banco.</p>`,
  },

  'services/privacy-policy': {
    'zh-hant': `<h2>私隱政策</h2>
<p>金管局重視個人資料的保護，並按照澳門《個人資料保護法》處理透過本網站收集的個人資料。</p>
<h3>收集及使用</h3>
<ul>
<li>本局只會收集處理投訴、申請、登記通知服務或訂購紀念幣所需的個人資料；</li>
<li>所收集的資料只用於收集時所述的目的，除法律規定外，不會轉交第三者；</li>
<li>本網站會使用必要的瀏覽器儲存功能以記住語言及購物車，並以匿名方式統計瀏覽數據。</li>
</ul>
<h3>查閱及更正</h3>
<p>資料當事人有權查閱及更正其個人資料。如有需要，請以書面向本局提出，並註明所涉及的服務及聯絡方法。</p>`,
    en: `<h2>Privacy policy</h2>
<p>The AMCM attaches great importance to the protection of personal data and processes the personal data collected through this website in accordance with Macao's Personal Data Protection Act.</p>
<h3>Collection and use</h3>
<ul>
<li>the Authority collects only the personal data needed to handle complaints, applications, notification service registrations or commemorative coin orders;</li>
<li>data are used only for the purpose stated when they are collected and are not passed to third parties except as required by law;</li>
<li>this website uses the browser storage it needs to remember your language and cart, and collects browsing statistics anonymously.</li>
</ul>
<h3>Access and correction</h3>
<p>Data subjects have the right to access and correct their personal data. Please write to the Authority, stating the service concerned and your contact details.</p>`,
    pt: `<h2>Política de privacidade</h2>
<p>A AMCM atribui grande importância à protecção dos dados pessoais e trata os dados recolhidos através deste sítio nos termos da Lei da Protecção de Dados Pessoais de Macau.</p>
<ul>
<li>só são recolhidos os dados necessários ao tratamento de reclamações, pedidos, inscrições no serviço de notificação ou encomendas de moedas comemorativas;</li>
<li>os dados só são utilizados para a finalidade indicada no momento da recolha.</li>
</ul>
<p>Os titulares dos dados têm direito de acesso e de rectificação, que podem exercer por escrito junto da Autoridade.</p>`,
  },

  'services/disclaimer': {
    'zh-hant': `<h2>免責聲明</h2>
<p>本網站提供的資料僅供參考。金管局已盡力確保資料準確，但不保證其完整及適時，亦不會就任何人士因使用或依賴本網站資料而引致的損失承擔責任。</p>
<ul>
<li>法律及規章的正式文本以《澳門特別行政區公報》刊登者為準；</li>
<li>匯率及利率資料只作參考，實際交易價格以金融機構所報者為準；</li>
<li>本網站連結至其他網站的內容，由有關網站的營運者負責。</li>
</ul>
<p>本網站的中文、葡文及英文版本如有歧異，以中文及葡文版本為準。</p>`,
    en: `<h2>Disclaimer</h2>
<p>The information on this website is provided for reference only. While the AMCM endeavours to ensure its accuracy, it does not warrant that it is complete or up to date and accepts no liability for any loss arising from its use or from reliance on it.</p>
<ul>
<li>the official texts of laws and regulations are those published in the Official Gazette of the Macao SAR;</li>
<li>exchange and interest rates are indicative; actual transaction prices are those quoted by financial institutions;</li>
<li>the content of websites linked from this website is the responsibility of their operators.</li>
</ul>
<p>In case of discrepancy between the Chinese, Portuguese and English versions of this website, the Chinese and Portuguese versions prevail.</p>`,
  },
};
