/**
 * The interface text of the coins feature, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Coin shop pages (list, detail, cart, order, thank-you): button that adds the coin to the cart */
  'coins.addToCart': 'Add to cart',
  /** Coin shop pages (list, detail, cart, order, thank-you): status after adding; {count} is the number of this coin now in the cart */
  'coins.added': 'Added: {count} in your cart',
  /** Coin shop pages (list, detail, cart, order, thank-you): label of a quantity field */
  'coins.quantity': 'Quantity',
  /** Coin shop pages (list, detail, cart, order, thank-you): accessible label of the quantity field of a cart line; {name} is the coin */
  'coins.quantityOf': 'Quantity of {name}',
  /** Coin shop pages (list, detail, cart, order, thank-you): button that removes a cart line */
  'coins.remove': 'Remove',
  /** Coin shop pages (list, detail, cart, order, thank-you): hidden text of the remove button; {name} is the coin */
  'coins.removeOf': 'Remove {name} from the cart',
  /** Coin shop pages (list, detail, cart, order, thank-you): column header: unit price */
  'coins.unitPrice': 'Unit price',
  /** Coin shop pages (list, detail, cart, order, thank-you): column header: line amount */
  'coins.amount': 'Amount',
  /** Coin shop pages (list, detail, cart, order, thank-you): label of the sum of the lines */
  'coins.items': 'Coins',
  /** Coin shop pages (list, detail, cart, order, thank-you): label of the special mail charge */
  'coins.deliveryCharge': 'Special mail charge',
  /** Coin shop pages (list, detail, cart, order, thank-you): label of the order total */
  'coins.total': 'Total',
  /** SPEC §8 message: the cart is empty (cart page and order API) */
  'coins.emptyCart': 'Your cart is empty',
  /** SPEC §8 message: the coin is offline (not sold now) */
  'coins.offline': 'Coin offline',
  /** SPEC §8 message: not enough coins left */
  'coins.outOfStock': 'Coin out of stock',
  /** SPEC §8 message: more than the per-order limit of a coin */
  'coins.limitExceeded': 'Per-purchase limit exceeded',
  /** Order error: the buyer (same e-mail or phone) already ordered the most coins of this issue allowed to one buyer */
  'coins.buyerLimit': 'Per-purchase limit exceeded: you have already ordered the most coins of this issue one buyer may order',
  /** Order error: the price of a coin changed since it was put in the cart */
  'coins.priceChanged': 'The price of this coin has changed; please check the cart',
  /** Coin shop pages (list, detail, cart, order, thank-you): link back to the list from the cart */
  'coins.continueShopping': 'Continue shopping',
  /** Coin shop pages (list, detail, cart, order, thank-you): button from the cart to the order form */
  'coins.checkout': 'Order these coins',
  /** Coin shop pages (list, detail, cart, order, thank-you): heading of the order form step */
  'coins.orderTitle': 'Your details',
  /** Coin shop pages (list, detail, cart, order, thank-you): heading of the cart */
  'coins.cartTitle': 'Shopping cart',
  /** Coin shop pages (list, detail, cart, order, thank-you): order form label: recipient name */
  'coins.name': 'Recipient name',
  /** Coin shop pages (list, detail, cart, order, thank-you): order form label: address */
  'coins.address': 'Address',
  /** Coin shop pages (list, detail, cart, order, thank-you): order form label: phone */
  'coins.phone': 'Phone',
  /** Coin shop pages (list, detail, cart, order, thank-you): order form label: fax */
  'coins.fax': 'Fax',
  /** Coin shop pages (list, detail, cart, order, thank-you): order form label: e-mail */
  'coins.email': 'E-mail',
  /** Coin shop pages (list, detail, cart, order, thank-you): hint under the e-mail field */
  'coins.emailHint': 'We send the acknowledgement of your order here.',
  /** Coin shop pages (list, detail, cart, order, thank-you): order form legend: preferred contact time */
  'coins.contactSlot': 'When may we call you?',
  /** Coin shop pages (list, detail, cart, order, thank-you): contact slot choice */
  'coins.slot.morning': '9:00 to 13:00',
  /** Coin shop pages (list, detail, cart, order, thank-you): contact slot choice */
  'coins.slot.afternoon': '13:00 to 17:45',
  /** Coin shop pages (list, detail, cart, order, thank-you): contact slot choice */
  'coins.slot.either': 'Either',
  /** Coin shop pages (list, detail, cart, order, thank-you): order form legend: SMS promotion consent */
  'coins.smsConsent': 'May we send you SMS about new coin issues?',
  /** Coin shop pages (list, detail, cart, order, thank-you): yes choice */
  'coins.yes': 'Yes',
  /** Coin shop pages (list, detail, cart, order, thank-you): no choice */
  'coins.no': 'No',
  /** Coin shop pages (list, detail, cart, order, thank-you): order form legend: delivery option */
  'coins.delivery': 'How will you receive the coins?',
  /** Coin shop pages (list, detail, cart, order, thank-you): delivery choice: collection at the counter */
  'coins.delivery.counter': 'Collect at the AMCM counter (no delivery)',
  /** Coin shop pages (list, detail, cart, order, thank-you): delivery choice: special mail */
  'coins.delivery.mail': 'Special mail: MOP 50.00 charge, at least four weeks',
  /** Coin shop pages (list, detail, cart, order, thank-you): final button on the check answers step */
  'coins.placeOrder': 'Place the order',
  /** Coin shop pages (list, detail, cart, order, thank-you): error when the order could not be sent */
  'coins.failed': 'The order could not be sent. Please try again.',
  /** Coin shop pages (list, detail, cart, order, thank-you): error summary title when coins in the cart changed (stock, status, price) */
  'coins.cartChanged': 'Some coins in your cart have changed',
  /** Coin shop pages (list, detail, cart, order, thank-you): hint: per-order limit; {limit} is the number */
  'coins.limitHint': 'At most {limit} per order',
  /** Coin shop pages (list, detail, cart, order, thank-you): filter label: year */
  'coins.filterYear': 'Year',
  /** Coin shop pages (list, detail, cart, order, thank-you): filter label: type */
  'coins.filterType': 'Type',
  /** Coin shop pages (list, detail, cart, order, thank-you): filter option: all years */
  'coins.allYears': 'All years',
  /** Coin shop pages (list, detail, cart, order, thank-you): filter option: all types */
  'coins.allTypes': 'All types',
  /** Coin shop pages (list, detail, cart, order, thank-you): filter submit button */
  'coins.filter': 'Show coins',
  /** Coin shop pages (list, detail, cart, order, thank-you): coin type */
  'coins.type.gold': 'Gold coin',
  /** Coin shop pages (list, detail, cart, order, thank-you): coin type */
  'coins.type.silver': 'Silver coin',
  /** Coin shop pages (list, detail, cart, order, thank-you): coin type */
  'coins.type.bimetallic': 'Bimetallic coin',
  /** Coin shop pages (list, detail, cart, order, thank-you): coin type */
  'coins.type.set': 'Coin set',
  /** Coin shop pages (list, detail, cart, order, thank-you): coin status */
  'coins.status.on-sale': 'On sale',
  /** Coin shop pages (list, detail, cart, order, thank-you): coin status */
  'coins.status.offline': 'Offline',
  /** Coin shop pages (list, detail, cart, order, thank-you): coin status */
  'coins.status.sold-out': 'Sold out',
  /** Coin shop pages (list, detail, cart, order, thank-you): empty state of the filtered list */
  'coins.noCoins': 'No coins match these filters.',
  /** Coin shop pages (list, detail, cart, order, thank-you): number of coins listed; {count} */
  'coins.count': { one: '{count} coin', other: '{count} coins' },
  /** Coin shop pages (list, detail, cart, order, thank-you): spec label */
  'coins.year': 'Year of issue',
  /** Coin shop pages (list, detail, cart, order, thank-you): spec label */
  'coins.series': 'Series',
  /** Coin shop pages (list, detail, cart, order, thank-you): spec label */
  'coins.diameter': 'Diameter',
  /** Coin shop pages (list, detail, cart, order, thank-you): spec label */
  'coins.weight': 'Weight',
  /** Coin shop pages (list, detail, cart, order, thank-you): spec label */
  'coins.metal': 'Metal and fineness',
  /** Coin shop pages (list, detail, cart, order, thank-you): spec label */
  'coins.faceValue': 'Face value',
  /** Coin shop pages (list, detail, cart, order, thank-you): spec label */
  'coins.mintage': 'Mintage',
  /** Coin shop pages (list, detail, cart, order, thank-you): spec label */
  'coins.price': 'Price',
  /** Coin shop pages (list, detail, cart, order, thank-you): availability; {stock} is the number left */
  'coins.stock': '{stock} available',
  /** Coin shop pages (list, detail, cart, order, thank-you): metal */
  'coins.metal.gold': 'Gold',
  /** Coin shop pages (list, detail, cart, order, thank-you): metal */
  'coins.metal.silver': 'Silver',
  /** Coin shop pages (list, detail, cart, order, thank-you): metal */
  'coins.metal.copper-nickel': 'Copper-nickel',
  /** Coin shop pages (list, detail, cart, order, thank-you): metal */
  'coins.metal.gold-silver': 'Gold and silver',
  /** Coin shop pages (list, detail, cart, order, thank-you): hidden text completing the link to a coin; {name} */
  'coins.details': 'Details of {name}',
  /** Coin shop pages (list, detail, cart, order, thank-you): link from a coin back to the list */
  'coins.backToList': 'All commemorative coins',
  /** Coin shop pages (list, detail, cart, order, thank-you): link to the cart */
  'coins.viewCart': 'View the cart',
  /** Coin shop pages (list, detail, cart, order, thank-you): thank-you page heading */
  'coins.thanksTitle': 'Thank you for your order',
  /** Coin shop pages (list, detail, cart, order, thank-you): thank-you page: the acknowledgement e-mail was sent */
  'coins.thanksMail': 'We have sent an acknowledgement to your e-mail address.',
  /** Coin shop pages (list, detail, cart, order, thank-you): heading: what happens next */
  'coins.nextTitle': 'What happens next',
  /** Thank-you page and acknowledgement e-mail: staff tell the amount */
  'coins.next.amount': 'Our staff will contact you at the time you chose to tell you the amount to pay.',
  /** Thank-you page and acknowledgement e-mail: payment first */
  'coins.next.pay': 'Payment comes first: the coins are reserved for you until then.',
  /** Thank-you page and acknowledgement e-mail: collection */
  'coins.next.pickup': 'Collect the coins at the AMCM counter within one week of payment, with the proof of payment. There is no delivery for a collection order.',
  /** Thank-you page and acknowledgement e-mail: special mail */
  'coins.next.mail': 'The coins are sent by special mail after payment (MOP 50.00 charge); allow at least four weeks.',
  /** Acknowledgement e-mail subject; {reference} is the order reference */
  'coins.mail.ackSubject': 'Your commemorative coin order {reference}',
  /** Acknowledgement e-mail first paragraph; {reference} */
  'coins.mail.ackIntro': 'We have received your order {reference}:',
  /** Staff notification e-mail subject; {reference} */
  'coins.mail.staffSubject': 'New coin order {reference}',
  /** Staff notification e-mail: first paragraph; {reference} */
  'coins.mail.staffIntro': 'A new commemorative coin order {reference} was placed. Please tell the buyer the amount to pay.',
  /** E-mails: one order line; {quantity}, {name}, {amount} */
  'coins.orderLine': '{quantity} × {name}: {amount}',
  /** Coin shop pages (list, detail, cart, order, thank-you): thank-you: the reference; {reference} */
  'coins.reference': 'Your order reference is {reference}',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'coins.addToCart': '加入購物車',
  'coins.added': '已加入：購物車內有 {count} 枚',
  'coins.quantity': '數量',
  'coins.quantityOf': '{name} 的數量',
  'coins.remove': '移除',
  'coins.removeOf': '從購物車移除 {name}',
  'coins.unitPrice': '單價',
  'coins.amount': '金額',
  'coins.items': '紀念幣',
  'coins.deliveryCharge': '特快郵遞費用',
  'coins.total': '總額',
  'coins.emptyCart': '購物車是空的',
  'coins.offline': '紀念幣已下架',
  'coins.outOfStock': '紀念幣存貨不足',
  'coins.limitExceeded': '超過每次購買限額',
  'coins.buyerLimit': '超過每次購買限額：你已訂購此款紀念幣每位買家可訂購的最高數量',
  'coins.priceChanged': '此紀念幣價格已更改，請檢查購物車',
  'coins.continueShopping': '繼續選購',
  'coins.checkout': '訂購以上紀念幣',
  'coins.orderTitle': '訂購人資料',
  'coins.cartTitle': '購物車',
  'coins.name': '收件人姓名',
  'coins.address': '地址',
  'coins.phone': '電話',
  'coins.fax': '傳真',
  'coins.email': '電郵',
  'coins.emailHint': '訂單確認會發送到此電郵。',
  'coins.contactSlot': '方便聯絡時間',
  'coins.slot.morning': '9:00 至 13:00',
  'coins.slot.afternoon': '13:00 至 17:45',
  'coins.slot.either': '皆可',
  'coins.smsConsent': '是否同意接收新紀念幣發行的短訊？',
  'coins.yes': '是',
  'coins.no': '否',
  'coins.delivery': '取幣方式',
  'coins.delivery.counter': '親臨本局櫃檯領取（不設送遞）',
  'coins.delivery.mail': '特快郵遞：收費澳門元 50.00，需時最少四星期',
  'coins.placeOrder': '確認訂購',
  'coins.failed': '未能提交訂單，請再試。',
  'coins.cartChanged': '購物車內部分紀念幣有變動',
  'coins.limitHint': '每次訂購最多 {limit} 枚',
  'coins.filterYear': '年份',
  'coins.filterType': '類別',
  'coins.allYears': '所有年份',
  'coins.allTypes': '所有類別',
  'coins.filter': '顯示',
  'coins.type.gold': '金幣',
  'coins.type.silver': '銀幣',
  'coins.type.bimetallic': '雙金屬幣',
  'coins.type.set': '套裝紀念幣',
  'coins.status.on-sale': '發售中',
  'coins.status.offline': '已下架',
  'coins.status.sold-out': '已售罄',
  'coins.noCoins': '沒有符合條件的紀念幣。',
  'coins.count': '共 {count} 款',
  'coins.year': '發行年份',
  'coins.series': '系列',
  'coins.diameter': '直徑',
  'coins.weight': '重量',
  'coins.metal': '材質及成色',
  'coins.faceValue': '面額',
  'coins.mintage': '發行量',
  'coins.price': '售價',
  'coins.stock': '尚餘 {stock} 枚',
  'coins.metal.gold': '金',
  'coins.metal.silver': '銀',
  'coins.metal.copper-nickel': '銅鎳合金',
  'coins.metal.gold-silver': '金及銀',
  'coins.details': '{name} 詳情',
  'coins.backToList': '所有紀念幣',
  'coins.viewCart': '查看購物車',
  'coins.thanksTitle': '多謝訂購',
  'coins.thanksMail': '本局已將訂單確認發送到你的電郵。',
  'coins.nextTitle': '接下來的步驟',
  'coins.next.amount': '本局職員會於你選擇的時段聯絡你，告知應付金額。',
  'coins.next.pay': '須先付款，紀念幣會為你保留至付款。',
  'coins.next.pickup': '請於付款後一星期內憑付款證明到本局櫃檯領取。選擇親臨領取的訂單不設送遞。',
  'coins.next.mail': '付款後以特快郵遞寄出（收費澳門元 50.00），需時最少四星期。',
  'coins.mail.ackSubject': '你的紀念幣訂單 {reference}',
  'coins.mail.ackIntro': '本局已收到你的訂單 {reference}：',
  'coins.mail.staffSubject': '新紀念幣訂單 {reference}',
  'coins.mail.staffIntro': '收到新紀念幣訂單 {reference}，請通知買家應付金額。',
  'coins.orderLine': '{quantity} × {name}：{amount}',
  'coins.reference': '你的訂單編號為 {reference}',
};

export const zhHans: Translations<typeof en> = {
  'coins.addToCart': '加入购物车',
  'coins.added': '已加入：购物车内有 {count} 枚',
  'coins.quantity': '数量',
  'coins.quantityOf': '{name} 的数量',
  'coins.remove': '移除',
  'coins.removeOf': '从购物车移除 {name}',
  'coins.unitPrice': '单价',
  'coins.amount': '金额',
  'coins.items': '纪念币',
  'coins.deliveryCharge': '特快邮递费用',
  'coins.total': '总额',
  'coins.emptyCart': '购物车是空的',
  'coins.offline': '纪念币已下架',
  'coins.outOfStock': '纪念币存货不足',
  'coins.limitExceeded': '超过每次购买限额',
  'coins.buyerLimit': '超过每次购买限额：你已订购此款纪念币每位买家可订购的最高数量',
  'coins.priceChanged': '此纪念币价格已更改，请检查购物车',
  'coins.continueShopping': '继续选购',
  'coins.checkout': '订购以上纪念币',
  'coins.orderTitle': '订购人资料',
  'coins.cartTitle': '购物车',
  'coins.name': '收件人姓名',
  'coins.address': '地址',
  'coins.phone': '电话',
  'coins.fax': '传真',
  'coins.email': '电邮',
  'coins.emailHint': '订单确认会发送到此电邮。',
  'coins.contactSlot': '方便联络时间',
  'coins.slot.morning': '9:00 至 13:00',
  'coins.slot.afternoon': '13:00 至 17:45',
  'coins.slot.either': '皆可',
  'coins.smsConsent': '是否同意接收新纪念币发行的短信？',
  'coins.yes': '是',
  'coins.no': '否',
  'coins.delivery': '取币方式',
  'coins.delivery.counter': '亲临本局柜台领取（不设送递）',
  'coins.delivery.mail': '特快邮递：收费澳门元 50.00，需时最少四星期',
  'coins.placeOrder': '确认订购',
  'coins.failed': '未能提交订单，请再试。',
  'coins.cartChanged': '购物车内部分纪念币有变动',
  'coins.limitHint': '每次订购最多 {limit} 枚',
  'coins.filterYear': '年份',
  'coins.filterType': '类别',
  'coins.allYears': '所有年份',
  'coins.allTypes': '所有类别',
  'coins.filter': '显示',
  'coins.type.gold': '金币',
  'coins.type.silver': '银币',
  'coins.type.bimetallic': '双金属币',
  'coins.type.set': '套装纪念币',
  'coins.status.on-sale': '发售中',
  'coins.status.offline': '已下架',
  'coins.status.sold-out': '已售罄',
  'coins.noCoins': '没有符合条件的纪念币。',
  'coins.count': '共 {count} 款',
  'coins.year': '发行年份',
  'coins.series': '系列',
  'coins.diameter': '直径',
  'coins.weight': '重量',
  'coins.metal': '材质及成色',
  'coins.faceValue': '面额',
  'coins.mintage': '发行量',
  'coins.price': '售价',
  'coins.stock': '尚余 {stock} 枚',
  'coins.metal.gold': '金',
  'coins.metal.silver': '银',
  'coins.metal.copper-nickel': '铜镍合金',
  'coins.metal.gold-silver': '金及银',
  'coins.details': '{name} 详情',
  'coins.backToList': '所有纪念币',
  'coins.viewCart': '查看购物车',
  'coins.thanksTitle': '多谢订购',
  'coins.thanksMail': '本局已将订单确认发送到你的电邮。',
  'coins.nextTitle': '接下来的步骤',
  'coins.next.amount': '本局职员会于你选择的时段联络你，告知应付金额。',
  'coins.next.pay': '须先付款，纪念币会为你保留至付款。',
  'coins.next.pickup': '请于付款后一星期内凭付款证明到本局柜台领取。选择亲临领取的订单不设送递。',
  'coins.next.mail': '付款后以特快邮递寄出（收费澳门元 50.00），需时最少四星期。',
  'coins.mail.ackSubject': '你的纪念币订单 {reference}',
  'coins.mail.ackIntro': '本局已收到你的订单 {reference}：',
  'coins.mail.staffSubject': '新纪念币订单 {reference}',
  'coins.mail.staffIntro': '收到新纪念币订单 {reference}，请通知买家应付金额。',
  'coins.orderLine': '{quantity} × {name}：{amount}',
  'coins.reference': '你的订单编号为 {reference}',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'coins.addToCart': 'Adicionar ao carrinho',
  'coins.added': 'Adicionada: {count} no carrinho',
  'coins.quantity': 'Quantidade',
  'coins.quantityOf': 'Quantidade de {name}',
  'coins.remove': 'Remover',
  'coins.removeOf': 'Remover {name} do carrinho',
  'coins.unitPrice': 'Preço unitário',
  'coins.amount': 'Montante',
  'coins.items': 'Moedas',
  'coins.deliveryCharge': 'Taxa de correio especial',
  'coins.total': 'Total',
  'coins.emptyCart': 'O carrinho está vazio',
  'coins.offline': 'Moeda indisponível',
  'coins.outOfStock': 'Moeda esgotada',
  'coins.limitExceeded': 'Limite por compra excedido',
  'coins.buyerLimit': 'Limite por compra excedido: já encomendou o máximo desta emissão por comprador',
  'coins.priceChanged': 'O preço desta moeda mudou; verifique o carrinho',
  'coins.continueShopping': 'Continuar a comprar',
  'coins.checkout': 'Encomendar estas moedas',
  'coins.orderTitle': 'Os seus dados',
  'coins.cartTitle': 'Carrinho',
  'coins.name': 'Nome do destinatário',
  'coins.address': 'Morada',
  'coins.phone': 'Telefone',
  'coins.fax': 'Fax',
  'coins.email': 'Correio electrónico',
  'coins.emailHint': 'Enviamos aqui a confirmação da encomenda.',
  'coins.contactSlot': 'Quando lhe podemos telefonar?',
  'coins.slot.morning': 'Das 9:00 às 13:00',
  'coins.slot.afternoon': 'Das 13:00 às 17:45',
  'coins.slot.either': 'Qualquer um',
  'coins.smsConsent': 'Aceita receber SMS sobre novas emissões?',
  'coins.yes': 'Sim',
  'coins.no': 'Não',
  'coins.delivery': 'Como quer receber as moedas?',
  'coins.delivery.counter': 'Levantar no balcão da AMCM (sem entrega)',
  'coins.delivery.mail': 'Correio especial: MOP 50.00, pelo menos quatro semanas',
  'coins.placeOrder': 'Fazer a encomenda',
  'coins.failed': 'Não foi possível enviar a encomenda. Tente de novo.',
  'coins.cartChanged': 'Algumas moedas do carrinho mudaram',
  'coins.limitHint': 'No máximo {limit} por encomenda',
  'coins.filterYear': 'Ano',
  'coins.filterType': 'Tipo',
  'coins.allYears': 'Todos os anos',
  'coins.allTypes': 'Todos os tipos',
  'coins.filter': 'Mostrar',
  'coins.type.gold': 'Moeda de ouro',
  'coins.type.silver': 'Moeda de prata',
  'coins.type.bimetallic': 'Moeda bimetálica',
  'coins.type.set': 'Conjunto de moedas',
  'coins.status.on-sale': 'À venda',
  'coins.status.offline': 'Indisponível',
  'coins.status.sold-out': 'Esgotada',
  'coins.noCoins': 'Nenhuma moeda corresponde aos filtros.',
  'coins.count': { one: '{count} moeda', other: '{count} moedas' },
  'coins.year': 'Ano de emissão',
  'coins.series': 'Série',
  'coins.diameter': 'Diâmetro',
  'coins.weight': 'Peso',
  'coins.metal': 'Metal e toque',
  'coins.faceValue': 'Valor facial',
  'coins.mintage': 'Tiragem',
  'coins.price': 'Preço',
  'coins.stock': '{stock} disponíveis',
  'coins.metal.gold': 'Ouro',
  'coins.metal.silver': 'Prata',
  'coins.metal.copper-nickel': 'Cuproníquel',
  'coins.metal.gold-silver': 'Ouro e prata',
  'coins.details': 'Detalhes de {name}',
  'coins.backToList': 'Todas as moedas',
  'coins.viewCart': 'Ver o carrinho',
  'coins.thanksTitle': 'Obrigado pela sua encomenda',
  'coins.thanksMail': 'Enviámos uma confirmação para o seu correio electrónico.',
  'coins.nextTitle': 'O que acontece a seguir',
  'coins.next.amount': 'Os nossos serviços contactam-no no horário escolhido para indicar o montante a pagar.',
  'coins.next.pay': 'O pagamento é feito primeiro; as moedas ficam reservadas até lá.',
  'coins.next.pickup': 'Levante as moedas no balcão da AMCM até uma semana após o pagamento, com o comprovativo. As encomendas para levantamento não são entregues.',
  'coins.next.mail': 'As moedas são enviadas por correio especial após o pagamento (MOP 50.00); conte com pelo menos quatro semanas.',
  'coins.mail.ackSubject': 'A sua encomenda de moedas {reference}',
  'coins.mail.ackIntro': 'Recebemos a sua encomenda {reference}:',
  'coins.mail.staffSubject': 'Nova encomenda de moedas {reference}',
  'coins.mail.staffIntro': 'Foi feita a encomenda {reference}. Indique ao comprador o montante a pagar.',
  'coins.orderLine': '{quantity} × {name}: {amount}',
  'coins.reference': 'A referência da encomenda é {reference}',
};

/** The coins feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const coinsText = defineCatalogue({ en, zhHant, zhHans, pt });
