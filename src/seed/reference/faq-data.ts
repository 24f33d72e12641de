/**
 * Frequently asked questions (module `faq`, category set `faq`): the question is
 * the entry's title, the answer its HTML content. Listed in this order within
 * each category (`sortOrder`).
 */
import { tx, type Texts } from '#src/seed/types.ts';

export interface FaqSpec {
  slug: string;
  cat: string;
  q: Texts;
  a: Texts;
}

export const FAQS: readonly FaqSpec[] = [
  // General
  {
    slug: 'what-does-amcm-do',
    cat: 'general',
    q: tx('澳門金融管理局的職能是甚麼？', 'What does the Monetary Authority of Macao do?', 'Quais são as atribuições da Autoridade Monetária de Macau?'),
    a: tx(
      '<p>本局負責貨幣發行的管理、外匯儲備及財政儲備的管理，並監管本澳的銀行、保險公司、保險中介人、私人退休基金及其他金融機構，以維持貨幣及金融體系的穩定。</p>',
      '<p>The Authority manages the issue of the pataca, the foreign exchange reserves and the financial reserve, and supervises banks, insurers, insurance intermediaries, private pension funds and other financial institutions in Macao, so that the currency and the financial system stay stable.</p>',
      '<p>A Autoridade gere a emissão da pataca, as reservas cambiais e a reserva financeira, e supervisiona os bancos, as seguradoras, os mediadores de seguros, os fundos de pensões e as outras instituições financeiras de Macau, para manter a estabilidade monetária e financeira.</p>',
    ),
  },
  {
    slug: 'exchange-rate-time',
    cat: 'general',
    q: tx('本局何時公佈每日匯率？', 'When does the Authority publish the daily exchange rates?', 'Quando são publicadas as taxas de câmbio diárias?'),
    a: tx(
      '<p>本局於每個工作日上午十一時公佈澳門元兌主要貨幣的參考匯率，公眾假期不公佈。匯率僅供參考，銀行及兌換店的實際買賣價可能不同。</p>',
      '<p>Reference rates of the pataca against the main currencies are published at 11:00 a.m. on every working day, and not on public holidays. They are for reference only: the buying and selling rates of banks and exchange bureaux may differ.</p>',
      '<p>As taxas de referência da pataca face às principais moedas são publicadas às 11h00 de cada dia útil, e não nos feriados. São apenas indicativas: as taxas praticadas pelos bancos e casas de câmbio podem ser diferentes.</p>',
    ),
  },
  {
    slug: 'pataca-hkd-peg',
    cat: 'general',
    q: tx('澳門元與港元的匯價是如何釐定的？', 'How is the exchange rate of the pataca to the Hong Kong dollar set?'),
    a: tx(
      '<p>澳門元透過貨幣發行局制度與港元掛鈎，匯價約為100港元兌103澳門元。發鈔銀行須按此匯價向本局交付港元，以換取負債證明書發行澳門元紙幣。</p>',
      '<p>The pataca is linked to the Hong Kong dollar through a currency board: about MOP 103 to HKD 100. The note-issuing banks pay Hong Kong dollars to the Authority at this rate for the certificates of indebtedness that back the banknotes they issue.</p>',
    ),
  },
  {
    slug: 'check-licensed-institution',
    cat: 'general',
    q: tx('如何確認一間公司是否獲准在澳門經營金融業務？', 'How can I check whether a company is allowed to do financial business in Macao?', 'Como posso verificar se uma empresa está autorizada a exercer actividade financeira em Macau?'),
    a: tx(
      '<p>請查閱本網站的「認可機構」名單及「保險中介人登記冊」。未列於名單內的機構不得在澳門吸收存款、經營保險或提供兌換服務，如有懷疑，請致電本局查詢。</p>',
      '<p>Look the company up in the lists of authorised institutions and in the register of insurance intermediaries on this website. A company that is not listed may not take deposits, sell insurance or change money in Macao; if in doubt, call the Authority.</p>',
      '<p>Consulte as listas de instituições autorizadas e o registo de mediadores de seguros neste sítio. Uma empresa que não conste das listas não pode receber depósitos, vender seguros nem trocar moeda em Macau; em caso de dúvida, contacte a Autoridade.</p>',
    ),
  },
  {
    slug: 'impersonation-scam',
    cat: 'general',
    q: tx('接到自稱本局職員的電話要求轉帳，應怎樣做？', 'Someone claiming to be from the Authority called and asked me to transfer money. What should I do?', 'Alguém disse ser da Autoridade e pediu-me uma transferência. O que devo fazer?'),
    a: tx(
      '<p>本局絕不會致電或發訊息要求市民轉帳、提供銀行帳戶密碼或一次性驗證碼。請立即掛線，切勿依指示操作，並致電110或警方反詐騙查詢熱線8800 7777舉報。</p><p>如已轉帳，請即聯絡你的銀行要求止付，並向警方報案。</p>',
      '<p>The Authority never calls or sends messages asking anyone to transfer money or to give a bank password or one-time code. Hang up, do not follow the instructions, and report the call to the police on 110 or the anti-fraud hotline 8800 7777.</p><p>If you have already transferred money, call your bank at once to stop the payment and report the case to the police.</p>',
      '<p>A Autoridade nunca telefona nem envia mensagens a pedir transferências, palavras-passe ou códigos de verificação. Desligue, não siga as instruções e denuncie à polícia pelo 110 ou pela linha antifraude 8800 7777.</p><p>Se já transferiu dinheiro, contacte de imediato o seu banco para suspender o pagamento e apresente queixa à polícia.</p>',
    ),
  },
  {
    slug: 'email-alerts',
    cat: 'general',
    q: tx('如何收取本局新發佈統計數字的電郵通知？', 'How do I receive e-mail alerts when new statistics are published?'),
    a: tx(
      '<p>請在本網站的「電郵通知服務」頁填寫電郵地址及選擇關注的刊物。確認電郵後，每當有新的統計數字或刊物發佈，系統會自動通知你。你可隨時透過通知電郵內的連結取消訂閱。</p>',
      '<p>Fill in your e-mail address and choose the publications you follow on the e-mail notification page of this website. Once you confirm your address, you are told each time new statistics or publications are released. Every alert has a link to unsubscribe.</p>',
    ),
  },
  // Banking: accounts
  {
    slug: 'open-account-documents',
    cat: 'bank-accounts',
    q: tx('開立個人銀行帳戶需要甚麼文件？', 'Which documents do I need to open a personal bank account?', 'Que documentos são precisos para abrir uma conta bancária?'),
    a: tx(
      '<p>一般需要身份證明文件及住址證明；非本澳居民可能須提供在澳工作、就學或業務往來的證明。銀行須按反洗錢規定核實客戶身分及資金來源，可要求補充資料。</p>',
      '<p>Usually an identity document and proof of address; non-residents may be asked for proof of work, study or business in Macao. Banks must verify who their customers are and where their money comes from under the anti-money laundering rules, and may ask for more information.</p>',
      '<p>Normalmente um documento de identificação e um comprovativo de morada; a não residentes pode ser pedida prova de trabalho, estudo ou negócios em Macau. Os bancos têm de verificar a identidade e a origem dos fundos, nos termos das regras de prevenção do branqueamento de capitais.</p>',
    ),
  },
  {
    slug: 'account-refused',
    cat: 'bank-accounts',
    q: tx('銀行可以拒絕為我開戶嗎？', 'Can a bank refuse to open an account for me?'),
    a: tx(
      '<p>銀行可根據其風險評估及商業考慮決定是否接受開戶申請，但應向申請人清楚說明所需文件及處理時間。如認為銀行處理不公，可先向銀行投訴，其後向本局投訴。</p>',
      '<p>A bank may decide whether to accept an application on the basis of its risk assessment and business considerations, but it should tell you clearly which documents it needs and how long it will take. If you think you were treated unfairly, complain to the bank first and then to the Authority.</p>',
    ),
  },
  {
    slug: 'dormant-account',
    cat: 'bank-accounts',
    q: tx('長期沒有使用的帳戶會怎樣？', 'What happens to an account I have not used for a long time?'),
    a: tx(
      '<p>帳戶長期沒有交易會被列為不動帳戶，銀行可能收取管理費或暫停部分服務。重新啟用通常只需攜同身份證明文件到分行辦理。存款不會因帳戶不動而消失。</p>',
      '<p>An account without transactions for a long time becomes dormant; the bank may charge a fee or suspend some services. You can usually reactivate it at a branch with your identity document. The money does not disappear because the account is dormant.</p>',
    ),
  },
  // Banking: cards
  {
    slug: 'card-disputed-transaction',
    cat: 'credit-cards',
    q: tx('信用卡月結單上有我沒有進行的交易，應怎樣處理？', 'My credit card statement shows a transaction I did not make. What should I do?', 'O extracto do cartão mostra uma transacção que não fiz. O que devo fazer?'),
    a: tx(
      '<p>請立即通知發卡銀行並要求停用信用卡，同時以書面提出爭議交易申請，保留月結單及所有往來紀錄。銀行在調查期間不應就爭議款項收取利息。</p>',
      '<p>Tell the issuing bank at once and ask it to block the card, then dispute the transaction in writing and keep the statement and all correspondence. The bank should not charge interest on the disputed amount while it investigates.</p>',
      '<p>Informe de imediato o banco emissor e peça o bloqueio do cartão; conteste a transacção por escrito e guarde o extracto e toda a correspondência. O banco não deve cobrar juros sobre o montante contestado durante a averiguação.</p>',
    ),
  },
  {
    slug: 'card-lost',
    cat: 'credit-cards',
    q: tx('遺失信用卡後要負責多少損失？', 'How much do I lose if my credit card is lost?'),
    a: tx(
      '<p>在你通知銀行掛失之前被盜用的款項，持卡人的責任一般有上限，具體金額載於信用卡合約。通知銀行後出現的未經授權交易，一般由銀行承擔，除非持卡人有欺詐或嚴重疏忽。</p>',
      '<p>Your liability for misuse before you report the loss is usually capped; the amount is stated in the card agreement. Unauthorised transactions after you report the loss are normally borne by the bank, unless the cardholder acted fraudulently or with gross negligence.</p>',
    ),
  },
  // Banking: loans
  {
    slug: 'mortgage-ltv',
    cat: 'loans',
    q: tx('購買住宅最多可以借多少按揭？', 'How much can I borrow to buy a home?', 'Quanto posso pedir emprestado para comprar casa?'),
    a: tx(
      '<p>最高按揭成數視乎物業價值、是否首次置業及借款人的收入而定，並受本局《住宅物業按揭貸款指引》限制。每月供款一般不得超過月入的一半，銀行亦須以較高利率進行壓力測試。</p>',
      '<p>The maximum loan depends on the value of the property, whether it is your first home and your income, within the limits of the Guideline on Residential Mortgage Lending. Monthly repayments generally may not exceed half of your monthly income, and banks stress-test them at a higher interest rate.</p>',
      '<p>O montante máximo depende do valor do imóvel, de ser a primeira habitação e do rendimento, dentro dos limites da Instrução sobre o crédito à habitação. As prestações não podem, em regra, exceder metade do rendimento mensal.</p>',
    ),
  },
  {
    slug: 'early-repayment',
    cat: 'loans',
    q: tx('提前還款會被收取費用嗎？', 'Will I be charged for repaying a loan early?'),
    a: tx(
      '<p>部分貸款合約訂有提前還款費用，通常只適用於合約首數年。銀行須在簽約前清楚披露有關收費，請在簽署前細閱條款。</p>',
      '<p>Some loan agreements charge a fee for early repayment, usually only in the first years. Banks must disclose the fee clearly before you sign, so read the terms carefully.</p>',
    ),
  },
  // Banking: remittances
  {
    slug: 'remittance-time',
    cat: 'remittances',
    q: tx('匯款到外地需要多少時間？', 'How long does a remittance abroad take?', 'Quanto tempo demora uma transferência para o exterior?'),
    a: tx(
      '<p>一般需時一至三個工作天，視乎目的地、貨幣、中介銀行及收款銀行的處理時間。匯款前請向銀行查詢收費及預計到帳時間。</p>',
      '<p>Usually one to three working days, depending on the destination, the currency, intermediary banks and the receiving bank. Ask your bank about charges and the expected arrival time before you send money.</p>',
      '<p>Normalmente um a três dias úteis, conforme o destino, a moeda e os bancos intermediários e beneficiário. Pergunte ao seu banco pelos encargos e pelo prazo previsto.</p>',
    ),
  },
  {
    slug: 'remittance-wrong-account',
    cat: 'remittances',
    q: tx('匯錯款項到他人帳戶可以取回嗎？', 'I sent money to the wrong account. Can I get it back?'),
    a: tx(
      '<p>請即聯絡匯款銀行，提供交易紀錄並要求追回款項。銀行會聯絡收款銀行，但須得到收款人同意才可退回；如對方拒絕，可能須循法律途徑處理。</p>',
      '<p>Contact your bank at once with the transaction record and ask it to recall the payment. The bank will contact the receiving bank, but the money can only be returned with the payee’s consent; if the payee refuses, you may have to go to court.</p>',
    ),
  },
  // Banking: e-banking
  {
    slug: 'phishing-sms',
    cat: 'e-banking',
    q: tx('收到附有連結的銀行短訊，可以點擊嗎？', 'I received a text message from my bank with a link. Is it safe to click?', 'Recebi uma SMS do meu banco com uma ligação. Posso abri-la?'),
    a: tx(
      '<p>本澳銀行已停止以短訊或電郵發送附有超連結的訊息。凡附有連結、要求登入或更新資料的訊息，均可能是詐騙。請直接開啟銀行的官方應用程式或自行輸入網址。</p>',
      '<p>Banks in Macao no longer send text messages or e-mails with links. Any message with a link asking you to log in or update your details may be a scam. Open your bank’s official app, or type the address yourself.</p>',
      '<p>Os bancos de Macau deixaram de enviar SMS ou e-mails com ligações. Qualquer mensagem com uma ligação que peça para iniciar sessão ou actualizar dados pode ser uma fraude. Abra a aplicação oficial do banco ou escreva o endereço.</p>',
    ),
  },
  {
    slug: 'one-time-password',
    cat: 'e-banking',
    q: tx('銀行職員可以向我索取一次性密碼嗎？', 'May a bank employee ask me for my one-time password?'),
    a: tx('<p>不可以。一次性密碼只供你本人在交易時使用，任何人（包括銀行職員及警察）都不會向你索取。</p>', '<p>No. A one-time password is for you alone to use when you make a transaction. Nobody, bank staff and police included, will ever ask you for it.</p>'),
  },
  {
    slug: 'entered-password-fake-site',
    cat: 'e-banking',
    q: tx('在可疑網站輸入了網上銀行密碼，應怎樣做？', 'I entered my online banking password on a suspicious website. What now?', 'Introduzi a palavra-passe num sítio suspeito. E agora?'),
    a: tx(
      '<ol><li>立即致電銀行24小時熱線，暫停網上銀行及相關卡片。</li><li>更改密碼，並檢查近期交易紀錄。</li><li>向警方報案，保留網址及截圖。</li></ol>',
      '<ol><li>Call your bank’s 24-hour hotline at once and suspend online banking and your cards.</li><li>Change your password and check recent transactions.</li><li>Report to the police and keep the address and screenshots.</li></ol>',
      '<ol><li>Ligue de imediato para a linha 24 horas do banco e suspenda o serviço e os cartões.</li><li>Altere a palavra-passe e verifique as transacções recentes.</li><li>Apresente queixa à polícia e guarde o endereço e as capturas de ecrã.</li></ol>',
    ),
  },
  // Banking: deposit protection
  {
    slug: 'deposit-protection-scope',
    cat: 'deposit-protection',
    q: tx('哪些存款受存款保障制度保障？', 'Which deposits are protected by the deposit protection scheme?', 'Que depósitos estão garantidos?'),
    a: tx(
      '<p>本澳銀行所持有的一般存款，包括活期、儲蓄及定期存款，不論貨幣，均受保障。結構性存款、不記名存款、銀行同業存款及與犯罪有關的存款不受保障。</p>',
      '<p>Ordinary deposits held by banks in Macao, that is current, savings and time deposits in any currency, are protected. Structured deposits, bearer deposits, interbank deposits and deposits linked to crime are not.</p>',
      '<p>Estão garantidos os depósitos à ordem, de poupança e a prazo em qualquer moeda nos bancos de Macau. Não o estão os depósitos estruturados, ao portador, interbancários ou relacionados com crimes.</p>',
    ),
  },
  {
    slug: 'deposit-protection-limit',
    cat: 'deposit-protection',
    q: tx('存款保障的上限是多少？', 'What is the limit of deposit protection?', 'Qual é o limite da garantia de depósitos?'),
    a: tx(
      '<p>每名存款人在每間銀行的受保障存款上限為澳門元五十萬元。聯名帳戶的存款按帳戶持有人平均分配計算。</p>',
      '<p>Up to MOP 500,000 per depositor in each bank. Deposits in a joint account are divided equally among the holders.</p>',
      '<p>Até MOP 500 000 por depositante em cada banco. Os depósitos em contas conjuntas são repartidos em partes iguais pelos titulares.</p>',
    ),
  },
  {
    slug: 'deposit-protection-payout',
    cat: 'deposit-protection',
    q: tx('銀行倒閉後多久可以取得賠償？', 'How soon am I paid if a bank fails?'),
    a: tx('<p>存款保障基金的目標是在觸發賠償後盡快向存款人發放賠償，存款人毋須提出申請；基金會以書面通知賠償安排。</p>', '<p>The Deposit Protection Fund aims to pay depositors as soon as possible after compensation is triggered. You do not need to apply: the Fund writes to you with the arrangements.</p>'),
  },
  {
    slug: 'deposit-protection-cost',
    cat: 'deposit-protection',
    q: tx('存款人需要為存款保障付費嗎？', 'Do depositors pay for deposit protection?'),
    a: tx('<p>不需要。存款保障基金的供款由銀行支付，銀行不得向存款人轉嫁有關費用。</p>', '<p>No. Banks pay the contributions to the Deposit Protection Fund and may not pass the cost on to depositors.</p>'),
  },
  // Insurance: life
  {
    slug: 'cooling-off-period',
    cat: 'life-insurance',
    q: tx('買了人壽保險後改變主意，可以取消嗎？', 'I bought a life insurance policy and changed my mind. Can I cancel it?', 'Comprei um seguro de vida e mudei de ideias. Posso cancelá-lo?'),
    a: tx(
      '<p>可以。人壽保單設有冷靜期，由保單或冷靜期通知書交付予你之日起計21日。在冷靜期內以書面通知保險公司取消保單，即可取回已繳保費；投資相連產品可能須扣除市值調整。</p>',
      '<p>Yes. Life policies have a cooling-off period of 21 days from the day the policy or the cooling-off notice is delivered to you. Cancel in writing within that period and the premium is refunded; for investment-linked products a market value adjustment may be deducted.</p>',
      '<p>Sim. Os seguros de vida têm um período de reflexão de 21 dias a contar da entrega da apólice ou do aviso. Se resolver o contrato por escrito nesse prazo, o prémio é-lhe devolvido; nos seguros ligados a fundos pode haver um ajustamento ao valor de mercado.</p>',
    ),
  },
  {
    slug: 'surrender-value',
    cat: 'life-insurance',
    q: tx('提早退保可以取回多少？', 'How much do I get back if I surrender a policy early?'),
    a: tx('<p>退保時只會取得保單的現金價值，在保單首數年通常遠低於已繳保費。退保前請向保險公司索取現金價值表，並考慮其他選擇，例如減額清繳。</p>', '<p>Only the cash value, which in the first years is usually far below the premiums paid. Ask the insurer for the cash value table and consider alternatives, such as a reduced paid-up policy, before you surrender.</p>'),
  },
  {
    slug: 'premium-not-paid',
    cat: 'life-insurance',
    q: tx('未能按時繳交保費，保單會失效嗎？', 'Will my policy lapse if I miss a premium?'),
    a: tx('<p>保單一般設有寬限期（通常為31日），在寬限期內繳交保費，保障不受影響。逾期未繳，保單可能失效或以現金價值自動墊繳保費。</p>', '<p>Policies usually have a grace period, often 31 days, during which cover continues if you pay. After that, the policy may lapse or the premium may be paid automatically out of the cash value.</p>'),
  },
  // Insurance: general
  {
    slug: 'travel-claim',
    cat: 'general-insurance',
    q: tx('旅遊期間行李遺失，如何向保險公司索償？', 'My luggage was lost while travelling. How do I claim?', 'A minha bagagem perdeu-se em viagem. Como faço a participação?'),
    a: tx('<p>請向航空公司或當地警方取得遺失證明，保留機票、行李牌及物品收據，並於保單規定的期限內通知保險公司。</p>', '<p>Get a loss report from the airline or local police, keep the ticket, the baggage tag and receipts, and notify the insurer within the time set in the policy.</p>', '<p>Obtenha uma declaração de perda da companhia aérea ou da polícia, guarde o bilhete, a etiqueta da bagagem e os recibos, e informe a seguradora no prazo da apólice.</p>'),
  },
  {
    slug: 'typhoon-home',
    cat: 'general-insurance',
    q: tx('家居保險是否保障颱風造成的損失？', 'Does home insurance cover typhoon damage?'),
    a: tx('<p>視乎保單條款。部分保單將水浸或颱風列為附加保障或不保事項，請查閱保單的承保範圍及自負額。</p>', '<p>It depends on the policy. Some policies treat flooding or typhoons as optional cover or exclusions; check the scope of cover and the excess in your policy.</p>'),
  },
  // Insurance: motor
  {
    slug: 'motor-accident-steps',
    cat: 'motor-insurance',
    q: tx('發生交通意外後應怎樣做？', 'What should I do after a traffic accident?', 'O que devo fazer depois de um acidente de viação?'),
    a: tx(
      '<p>確保安全後報警，記錄對方車牌、保險資料及現場照片，並盡快通知你的保險公司。第三者的人身傷害由汽車民事責任強制保險賠償。</p>',
      '<p>Make the scene safe, call the police, note the other vehicle’s plate and insurance details, take photos, and tell your insurer as soon as possible. Injuries to third parties are paid by the compulsory motor liability insurance.</p>',
      '<p>Garanta a segurança, chame a polícia, registe a matrícula e os dados do seguro do outro veículo, tire fotografias e informe a sua seguradora o mais depressa possível.</p>',
    ),
  },
  {
    slug: 'uninsured-driver',
    cat: 'motor-insurance',
    q: tx('撞我的司機沒有投保，我可以向誰索償？', 'The driver who hit me had no insurance. Who pays?'),
    a: tx('<p>汽車保險基金會就未投保或身分不明車輛造成的人身傷害作出賠償，基金其後會向責任人追討。</p>', '<p>The Motor Guarantee Fund pays for injuries caused by uninsured or unidentified vehicles, and then recovers the money from whoever was liable.</p>'),
  },
  // Insurance: medical malpractice
  {
    slug: 'medical-liability-who',
    cat: 'medical-malpractice',
    q: tx('哪些醫療服務提供者須投保醫療民事責任保險？', 'Which healthcare providers must have medical liability insurance?'),
    a: tx('<p>在本澳執業的醫生、牙醫、護士等醫療專業人員及私人醫療機構，均須按法律投保醫療民事責任強制保險，並在執業場所展示投保證明。</p>', '<p>Doctors, dentists, nurses and other healthcare professionals practising in Macao, and private healthcare facilities, must carry compulsory medical civil liability insurance and display proof of it where they practise.</p>'),
  },
  // Insurance: intermediaries
  {
    slug: 'verify-agent',
    cat: 'insurance-intermediaries',
    q: tx('如何確認保險代理人持有有效牌照？', 'How can I check that an insurance agent is licensed?', 'Como verifico se um agente de seguros está licenciado?'),
    a: tx(
      '<p>請在本網站的保險中介人登記冊輸入代理人的姓名或牌照編號查詢。登記冊每月更新，並顯示其代表的保險公司及牌照有效期。</p>',
      '<p>Search the register of insurance intermediaries on this website by the agent’s name or licence number. It is updated monthly and shows the insurers the agent represents and the licence’s validity.</p>',
      '<p>Pesquise o registo de mediadores de seguros neste sítio pelo nome ou número de licença. O registo é actualizado mensalmente e indica as seguradoras representadas e a validade da licença.</p>',
    ),
  },
  {
    slug: 'agent-commission',
    cat: 'insurance-intermediaries',
    q: tx('代理人須披露其佣金嗎？', 'Must an agent tell me the commission?'),
    a: tx('<p>銷售投資相連保險產品時，中介人須以書面披露其收取的佣金及其他利益。其他產品如你查詢，中介人亦應如實回答。</p>', '<p>For investment-linked products, the intermediary must disclose commissions and other benefits in writing. For other products, the intermediary should answer truthfully if you ask.</p>'),
  },
  // Insurance: pension funds
  {
    slug: 'pension-withdrawal',
    cat: 'pension-funds',
    q: tx('離職時可以提取私人退休基金的款項嗎？', 'Can I withdraw my pension fund money when I leave my job?'),
    a: tx('<p>僱員供款部分的權益屬於你；僱主供款部分按計劃規則的歸屬比例計算。可選擇提取或轉移至其他計劃，詳情請參閱退休金計劃的規章。</p>', '<p>The part from your own contributions is yours; the employer’s part vests according to the plan’s rules. You can withdraw it or transfer it to another plan, as the plan’s rules allow.</p>'),
  },
  // Complaints
  {
    slug: 'complaint-scope',
    cat: 'complaints',
    q: tx('本局可處理哪些投訴？', 'Which complaints can the Authority handle?', 'Que reclamações pode a Autoridade tratar?'),
    a: tx(
      '<p>本局處理針對受監管金融機構（銀行、保險公司、保險中介人、兌換店等）的服務或操守的投訴。涉及商業決定（例如批核貸款或釐定保費）、賠償金額爭議或法院審理中的個案，本局不能作出裁決。</p>',
      '<p>Complaints about the service or conduct of supervised institutions: banks, insurers, insurance intermediaries, exchange bureaux and others. The Authority cannot decide commercial judgements (such as whether to lend or what premium to charge), disputes over amounts of compensation, or cases before the courts.</p>',
      '<p>Reclamações sobre o serviço ou a conduta das instituições supervisionadas: bancos, seguradoras, mediadores, casas de câmbio e outras. A Autoridade não decide juízos comerciais, litígios sobre montantes de indemnização nem casos pendentes em tribunal.</p>',
    ),
  },
  {
    slug: 'complaint-first-step',
    cat: 'complaints',
    q: tx('投訴前需要先聯絡金融機構嗎？', 'Do I have to contact the institution before I complain to the Authority?'),
    a: tx('<p>建議先向有關機構投訴，讓其有機會處理。如機構在合理時間內（一般為兩個月）未有回覆或你不滿意其答覆，可向本局投訴，並附上往來文件。</p>', '<p>Yes, complain to the institution first so that it can put things right. If it does not answer within a reasonable time (generally two months) or you are not satisfied, complain to the Authority and attach the correspondence.</p>'),
  },
  {
    slug: 'complaint-how',
    cat: 'complaints',
    q: tx('如何向本局投訴？', 'How do I complain to the Authority?', 'Como apresento uma reclamação?'),
    a: tx(
      '<p>可使用本網站的網上投訴表格，或親臨本局、郵寄或傳真投訴書。請提供你的聯絡資料、機構名稱、事件經過及你的要求。</p>',
      '<p>Use the online complaint form on this website, or bring, post or fax a letter to the Authority. Give your contact details, the institution’s name, what happened and what you are asking for.</p>',
      '<p>Utilize o formulário de reclamação neste sítio, ou entregue, envie por correio ou fax uma carta à Autoridade, com os seus contactos, o nome da instituição, os factos e o que pretende.</p>',
    ),
  },
  {
    slug: 'complaint-time',
    cat: 'complaints',
    q: tx('處理投訴需時多久？', 'How long does a complaint take?'),
    a: tx('<p>本局會在收到投訴後十個工作天內發出確認，並將個案轉交有關機構回應。一般個案可於兩個月內完成，複雜個案可能需時較長，本局會通知你進度。</p>', '<p>The Authority acknowledges a complaint within ten working days and passes it to the institution for a response. Most cases are closed within two months; complex ones may take longer, and you will be told how it is going.</p>'),
  },
  // Coins and currency
  {
    slug: 'order-coins',
    cat: 'coins',
    q: tx('如何訂購紀念幣？', 'How do I order commemorative coins?', 'Como encomendo moedas comemorativas?'),
    a: tx(
      '<p>紀念幣發售期間，可在本網站的紀念幣頁面加入購物車並遞交訂單。本局職員會通知你應付金額，你須先付款，然後於付款後一星期內攜同付款證明到本局取幣。</p>',
      '<p>During the sale period, add the coins to the cart on the commemorative coins page and submit the order. Staff will tell you the amount to pay; you pay first and then collect the coins at the Authority within one week of payment, with the proof of payment.</p>',
      '<p>Durante o período de venda, adicione as moedas ao carrinho na página das moedas comemorativas e submeta a encomenda. Será informado do montante a pagar; paga primeiro e levanta as moedas na Autoridade no prazo de uma semana após o pagamento.</p>',
    ),
  },
  {
    slug: 'coins-by-post',
    cat: 'coins',
    q: tx('紀念幣可以郵寄嗎？', 'Can the coins be sent by post?'),
    a: tx('<p>可以特快專遞寄送，另收澳門元五十元的手續費，寄送需時最少四星期。自取訂單不提供送貨服務。</p>', '<p>Yes, by special post for an extra charge of MOP 50; allow at least four weeks. Orders for collection are not delivered.</p>'),
  },
  {
    slug: 'damaged-banknotes',
    cat: 'coins',
    q: tx('殘損的紙幣可以兌換嗎？', 'Can I exchange a damaged banknote?', 'Posso trocar uma nota danificada?'),
    a: tx('<p>可以到發鈔銀行（大西洋銀行或中國銀行澳門分行）的分行兌換。紙幣須保留超過一半面積，並能辨認其真偽；蓄意損毀的紙幣不予兌換。</p>', '<p>Yes, at a branch of either note-issuing bank (Banco Nacional Ultramarino or Bank of China Macau Branch). More than half of the note must remain and it must be possible to tell that it is genuine; deliberately damaged notes are not exchanged.</p>', '<p>Sim, num balcão de um dos bancos emissores (BNU ou Banco da China, Sucursal de Macau). Deve restar mais de metade da nota e ser possível verificar a sua autenticidade.</p>'),
  },
  {
    slug: 'reproduce-banknotes',
    cat: 'coins',
    q: tx('製作教學用的仿製紙幣需要申請嗎？', 'Do I need permission to make copies of banknotes for teaching?'),
    a: tx('<p>需要。複製或仿製澳門元紙幣或硬幣須事先向本局申請。仿製品的面積須比真鈔小或大超過百分之二十，並須以粗體印上「樣本」字樣。可使用本網站的網上申請表及尺寸模擬計算器。</p>', '<p>Yes. Reproducing pataca banknotes or coins needs the Authority’s prior permission. The copy’s area must be more than 20% smaller or larger than the real note, and it must carry the word SPECIMEN in bold. Use the online application form and size calculator on this website.</p>'),
  },
];
