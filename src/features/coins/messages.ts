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
  /** Payment request e-mail subject; {reference} */
  'coins.mail.paymentSubject': 'Payment for your coin order {reference}',
  /** Payment request e-mail: first paragraph; {reference} */
  'coins.mail.paymentIntro': 'The commemorative coins of your order {reference} are reserved for you. Please pay the amount due to receive them.',
  /** Payment request e-mail: the amount; {amount} (e.g. MOP 1,176.00) */
  'coins.mail.amountDue': 'Amount due: {amount}',
  /** Payment request e-mail: how to pay; {reference} */
  'coins.mail.howToPay': 'How to pay: at the AMCM counter, Calçada do Gaio, No. 24–26, Macao, during office hours, in cash or by cheque payable to “Autoridade Monetária de Macau”, quoting the reference {reference}.',
  /** Payment request e-mail: the deadline; {date} (a day, e.g. 6 December 2026) */
  'coins.mail.payBy': 'Please pay by {date}. An order not paid by then is cancelled and its coins are offered for sale again.',
  /** Ready e-mail subject; {reference} */
  'coins.mail.readySubject': 'Your coin order {reference} is ready',
  /** Ready e-mail, collection at the counter; {reference} */
  'coins.mail.readyCounter': 'We have received your payment. The coins of your order {reference} are ready for collection at the AMCM counter. Please collect them within one week, with the proof of payment.',
  /** Ready e-mail, special mail; {reference} */
  'coins.mail.readyMail': 'We have received your payment. The coins of your order {reference} are being sent to you by special mail; please allow at least four weeks for delivery.',
  /** Cancellation e-mail subject; {reference} */
  'coins.mail.cancelledSubject': 'Your coin order {reference} is cancelled',
  /** Cancellation e-mail, at the buyer's request; {reference} */
  'coins.mail.cancelledByBuyer': 'As you asked, we have cancelled your order {reference}.',
  /** Cancellation e-mail, by the shop; {reference} */
  'coins.mail.cancelledByStaff': 'We have cancelled your order {reference}. Please contact us if you have any question about it.',
  /** Cancellation e-mail of an order already paid */
  'coins.mail.refund': 'As you have already paid for this order, our staff will contact you about the refund.',
  /** Expiry e-mail subject; {reference} */
  'coins.mail.expiredSubject': 'Your coin order {reference} has expired',
  /** Expiry e-mail body; {reference}, {date} (the payment deadline) */
  'coins.mail.expiredBody': 'We did not receive payment for your order {reference} by {date}, so the order has been cancelled and its coins are offered for sale again.',
  /** Staff: a refused order action, the order changed since the screen was opened */
  'coins.staff.stale': 'Someone else has changed this order since you opened it. Reload the order to see where it is now, then try again.',
  /** Staff: a refused order action on an order just received */
  'coins.staff.notAllowed.received': 'This order has just been received: its next step is to request payment (or to cancel it). An order cannot skip a step or go back.',
  /** Staff: a refused order action on an order awaiting payment */
  'coins.staff.notAllowed.payment-requested': 'Payment has been requested for this order: its next step is to mark it paid (or to cancel it). An order cannot skip a step or go back.',
  /** Staff: a refused order action on a paid order */
  'coins.staff.notAllowed.paid': 'This order is paid: its next step is to mark it ready (or to cancel it). An order cannot skip a step or go back.',
  /** Staff: a refused order action on an order ready */
  'coins.staff.notAllowed.ready': 'This order is ready: its next step is to mark it collected (or to cancel it). An order cannot skip a step or go back.',
  /** Staff: a refused order action on a collected order */
  'coins.staff.notAllowed.collected': 'This order has been collected: it is closed and cannot change.',
  /** Staff: a refused order action on a cancelled order */
  'coins.staff.notAllowed.cancelled': 'This order has been cancelled: it is closed and cannot change.',
  /** Staff: a refused order action on an expired order */
  'coins.staff.notAllowed.expired': 'This order expired unpaid: it is closed and cannot change.',
  /** Coin list and coin page: status of a coin whose sale has not opened yet; {when} is the opening day and time in Macao time (e.g. 5 December 2026, 10:00) */
  'coins.onSaleFrom': 'On sale from {when} (Macao time)',
  /** Order error: the coin's sale has not opened yet; {when} is the opening day and time in Macao time */
  'coins.notYetOnSale': 'This coin is not on sale yet: orders open on {when} (Macao time)',
  /** Staff catalogue: a save over a newer version of the issue */
  'coins.catalogue.stale': 'Someone else has changed this coin issue since you opened it. Reload it to see their changes, then make yours again.',
  /** Staff catalogue: the stock change would take the stock below zero (orders took coins meanwhile); {stock} is the stock now */
  'coins.catalogue.stockTaken': 'Orders have taken coins since you opened this issue: only {stock} are left now, so your change would take the stock below zero. Reload and try again.',
  /** Staff catalogue: the short name is already used by another issue */
  'coins.catalogue.slugTaken': 'Another coin issue already has this short name.',
  /** Staff catalogue: a short name (or series) that is not lower-case letters, digits and hyphens */
  'coins.catalogue.slugFormat': 'Use lower-case letters, digits and hyphens only, e.g. 2027-year-of-the-goat-silver',
  /** Staff catalogue: an amount with more than two decimals */
  'coins.catalogue.twoDecimals': 'At most two decimals',
  /** Staff catalogue: the per-buyer limit is lower than the per-order limit */
  'coins.catalogue.buyerLimit': 'The limit per buyer must be at least the limit per order',
  /** Staff catalogue: more stock than coins minted */
  'coins.catalogue.stockOverMintage': 'The stock cannot be more than the mintage',
  /** Staff catalogue: Portuguese texts with a name but no series name, or a description without a name */
  'coins.catalogue.ptIncomplete': 'Portuguese: give the name and the series name, or leave every Portuguese field empty',
  /** Staff catalogue: too many pictures */
  'coins.catalogue.tooManyPictures': 'At most 6 pictures',
  /** Staff catalogue: a picture that is not a stored image */
  'coins.catalogue.unknownPicture': 'This picture is not a stored image; upload it again or choose another',
  /** Staff catalogue: an uploaded file that is not a PNG, JPEG or GIF picture */
  'coins.catalogue.pictureType': 'Choose a PNG, JPEG or GIF picture',
  /** Staff catalogue: the upload call had no file */
  'coins.catalogue.noPicture': 'Choose a picture to upload',
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
  'coins.mail.paymentSubject': '紀念幣訂單 {reference} 付款通知',
  'coins.mail.paymentIntro': '已為你保留訂單 {reference} 的紀念幣。請繳付應付金額以領取紀念幣。',
  'coins.mail.amountDue': '應付金額：{amount}',
  'coins.mail.howToPay': '付款方式：請於辦公時間內前往澳門金融管理局櫃檯（澳門東望洋斜巷24至26號）以現金或支票（抬頭「澳門金融管理局」）付款，並註明編號 {reference}。',
  'coins.mail.payBy': '請於 {date} 或之前付款。逾期未付款的訂單將被取消，有關紀念幣會重新發售。',
  'coins.mail.readySubject': '紀念幣訂單 {reference} 已可領取',
  'coins.mail.readyCounter': '我們已收到你的付款。訂單 {reference} 的紀念幣已可於澳門金融管理局櫃檯領取。請於一星期內憑付款證明領取。',
  'coins.mail.readyMail': '我們已收到你的付款。訂單 {reference} 的紀念幣將以特快郵遞寄出，需時最少四星期。',
  'coins.mail.cancelledSubject': '紀念幣訂單 {reference} 已取消',
  'coins.mail.cancelledByBuyer': '應你的要求，我們已取消訂單 {reference}。',
  'coins.mail.cancelledByStaff': '我們已取消你的訂單 {reference}。如有疑問，請與我們聯絡。',
  'coins.mail.refund': '由於你已就此訂單付款，我們的職員將與你聯絡辦理退款。',
  'coins.mail.expiredSubject': '紀念幣訂單 {reference} 已逾期',
  'coins.mail.expiredBody': '我們未於 {date} 或之前收到訂單 {reference} 的付款，因此該訂單已被取消，有關紀念幣會重新發售。',
  'coins.staff.stale': '自你開啟此訂單後，已有其他人更改了它。請重新載入訂單查看其現況，然後再試。',
  'coins.staff.notAllowed.received': '此訂單剛收到：下一步是要求付款（或取消訂單）。訂單不可跳過步驟或倒退。',
  'coins.staff.notAllowed.payment-requested': '此訂單已要求付款：下一步是標示為已付款（或取消訂單）。訂單不可跳過步驟或倒退。',
  'coins.staff.notAllowed.paid': '此訂單已付款：下一步是標示為可領取（或取消訂單）。訂單不可跳過步驟或倒退。',
  'coins.staff.notAllowed.ready': '此訂單已可領取：下一步是標示為已領取（或取消訂單）。訂單不可跳過步驟或倒退。',
  'coins.staff.notAllowed.collected': '此訂單已領取：訂單已完結，不可再更改。',
  'coins.staff.notAllowed.cancelled': '此訂單已取消：訂單已完結，不可再更改。',
  'coins.staff.notAllowed.expired': '此訂單因逾期未付款而失效：訂單已完結，不可再更改。',
  'coins.onSaleFrom': '{when}（澳門時間）起發售',
  'coins.notYetOnSale': '此紀念幣尚未發售：{when}（澳門時間）起接受訂購',
  'coins.catalogue.stale': '自你開啟此紀念幣後，已有其他人作出修改。請重新載入查看其修改，然後再次作出你的修改。',
  'coins.catalogue.stockTaken': '自你開啟此紀念幣後，已有訂單購入部分紀念幣：現時只餘 {stock} 枚，你的修改會令存量少於零。請重新載入後再試。',
  'coins.catalogue.slugTaken': '另一款紀念幣已使用此簡稱。',
  'coins.catalogue.slugFormat': '只可使用小楷英文字母、數字及連字號，例如 2027-year-of-the-goat-silver',
  'coins.catalogue.twoDecimals': '最多兩位小數',
  'coins.catalogue.buyerLimit': '每位買家限購數量不可少於每張訂單限購數量',
  'coins.catalogue.stockOverMintage': '存量不可多於發行量',
  'coins.catalogue.ptIncomplete': '葡文：請填寫名稱及系列名稱，或將所有葡文欄位留空',
  'coins.catalogue.tooManyPictures': '最多 6 張圖片',
  'coins.catalogue.unknownPicture': '此圖片並非已儲存的圖像，請重新上載或選擇另一張',
  'coins.catalogue.pictureType': '請選擇 PNG、JPEG 或 GIF 圖片',
  'coins.catalogue.noPicture': '請選擇要上載的圖片',
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
  'coins.mail.paymentSubject': '纪念币订单 {reference} 付款通知',
  'coins.mail.paymentIntro': '已为你保留订单 {reference} 的纪念币。请缴付应付金额以领取纪念币。',
  'coins.mail.amountDue': '应付金额：{amount}',
  'coins.mail.howToPay': '付款方式：请于办公时间内前往澳门金融管理局柜台（澳门东望洋斜巷24至26号）以现金或支票（抬头“澳门金融管理局”）付款，并注明编号 {reference}。',
  'coins.mail.payBy': '请于 {date} 或之前付款。逾期未付款的订单将被取消，有关纪念币会重新发售。',
  'coins.mail.readySubject': '纪念币订单 {reference} 已可领取',
  'coins.mail.readyCounter': '我们已收到你的付款。订单 {reference} 的纪念币已可于澳门金融管理局柜台领取。请于一星期内凭付款证明领取。',
  'coins.mail.readyMail': '我们已收到你的付款。订单 {reference} 的纪念币将以特快邮递寄出，需时最少四星期。',
  'coins.mail.cancelledSubject': '纪念币订单 {reference} 已取消',
  'coins.mail.cancelledByBuyer': '应你的要求，我们已取消订单 {reference}。',
  'coins.mail.cancelledByStaff': '我们已取消你的订单 {reference}。如有疑问，请与我们联络。',
  'coins.mail.refund': '由于你已就此订单付款，我们的职员将与你联络办理退款。',
  'coins.mail.expiredSubject': '纪念币订单 {reference} 已逾期',
  'coins.mail.expiredBody': '我们未于 {date} 或之前收到订单 {reference} 的付款，因此该订单已被取消，有关纪念币会重新发售。',
  'coins.staff.stale': '自你打开此订单后，已有其他人更改了它。请重新加载订单查看其现况，然后再试。',
  'coins.staff.notAllowed.received': '此订单刚收到：下一步是要求付款（或取消订单）。订单不可跳过步骤或倒退。',
  'coins.staff.notAllowed.payment-requested': '此订单已要求付款：下一步是标示为已付款（或取消订单）。订单不可跳过步骤或倒退。',
  'coins.staff.notAllowed.paid': '此订单已付款：下一步是标示为可领取（或取消订单）。订单不可跳过步骤或倒退。',
  'coins.staff.notAllowed.ready': '此订单已可领取：下一步是标示为已领取（或取消订单）。订单不可跳过步骤或倒退。',
  'coins.staff.notAllowed.collected': '此订单已领取：订单已完结，不可再更改。',
  'coins.staff.notAllowed.cancelled': '此订单已取消：订单已完结，不可再更改。',
  'coins.staff.notAllowed.expired': '此订单因逾期未付款而失效：订单已完结，不可再更改。',
  'coins.onSaleFrom': '{when}（澳门时间）起发售',
  'coins.notYetOnSale': '此纪念币尚未发售：{when}（澳门时间）起接受订购',
  'coins.catalogue.stale': '自你打开此纪念币后，已有其他人作出修改。请重新载入查看其修改，然后再次作出你的修改。',
  'coins.catalogue.stockTaken': '自你打开此纪念币后，已有订单购入部分纪念币：现时只余 {stock} 枚，你的修改会令存量少于零。请重新载入后再试。',
  'coins.catalogue.slugTaken': '另一款纪念币已使用此简称。',
  'coins.catalogue.slugFormat': '只可使用小写英文字母、数字及连字号，例如 2027-year-of-the-goat-silver',
  'coins.catalogue.twoDecimals': '最多两位小数',
  'coins.catalogue.buyerLimit': '每位买家限购数量不可少于每张订单限购数量',
  'coins.catalogue.stockOverMintage': '存量不可多于发行量',
  'coins.catalogue.ptIncomplete': '葡文：请填写名称及系列名称，或将所有葡文栏位留空',
  'coins.catalogue.tooManyPictures': '最多 6 张图片',
  'coins.catalogue.unknownPicture': '此图片并非已储存的图像，请重新上载或选择另一张',
  'coins.catalogue.pictureType': '请选择 PNG、JPEG 或 GIF 图片',
  'coins.catalogue.noPicture': '请选择要上载的图片',
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
  'coins.mail.paymentSubject': 'Pagamento da sua encomenda de moedas {reference}',
  'coins.mail.paymentIntro': 'As moedas comemorativas da sua encomenda {reference} estão reservadas para si. Queira pagar o montante devido para as receber.',
  'coins.mail.amountDue': 'Montante devido: {amount}',
  'coins.mail.howToPay': 'Forma de pagamento: no balcão da AMCM, Calçada do Gaio, n.º 24–26, Macau, durante o horário de expediente, em numerário ou por cheque emitido à ordem da “Autoridade Monetária de Macau”, indicando a referência {reference}.',
  'coins.mail.payBy': 'Queira pagar até {date}. Uma encomenda não paga até essa data é cancelada e as suas moedas voltam a ser postas à venda.',
  'coins.mail.readySubject': 'A sua encomenda de moedas {reference} está pronta',
  'coins.mail.readyCounter': 'Recebemos o seu pagamento. As moedas da sua encomenda {reference} podem ser levantadas no balcão da AMCM. Queira levantá-las no prazo de uma semana, com o comprovativo de pagamento.',
  'coins.mail.readyMail': 'Recebemos o seu pagamento. As moedas da sua encomenda {reference} vão ser-lhe enviadas por correio especial; a entrega demora pelo menos quatro semanas.',
  'coins.mail.cancelledSubject': 'A sua encomenda de moedas {reference} foi cancelada',
  'coins.mail.cancelledByBuyer': 'Conforme pediu, cancelámos a sua encomenda {reference}.',
  'coins.mail.cancelledByStaff': 'Cancelámos a sua encomenda {reference}. Contacte-nos se tiver alguma dúvida.',
  'coins.mail.refund': 'Como já pagou esta encomenda, os nossos serviços vão contactá-lo sobre o reembolso.',
  'coins.mail.expiredSubject': 'A sua encomenda de moedas {reference} expirou',
  'coins.mail.expiredBody': 'Não recebemos o pagamento da sua encomenda {reference} até {date}, pelo que a encomenda foi cancelada e as suas moedas voltam a ser postas à venda.',
  'coins.staff.stale': 'Outra pessoa alterou esta encomenda depois de a abrir. Recarregue a encomenda para ver o seu estado atual e tente de novo.',
  'coins.staff.notAllowed.received': 'Esta encomenda acabou de ser recebida: o passo seguinte é pedir o pagamento (ou cancelá-la). Uma encomenda não pode saltar passos nem recuar.',
  'coins.staff.notAllowed.payment-requested': 'Foi pedido o pagamento desta encomenda: o passo seguinte é marcá-la como paga (ou cancelá-la). Uma encomenda não pode saltar passos nem recuar.',
  'coins.staff.notAllowed.paid': 'Esta encomenda está paga: o passo seguinte é marcá-la como pronta (ou cancelá-la). Uma encomenda não pode saltar passos nem recuar.',
  'coins.staff.notAllowed.ready': 'Esta encomenda está pronta: o passo seguinte é marcá-la como levantada (ou cancelá-la). Uma encomenda não pode saltar passos nem recuar.',
  'coins.staff.notAllowed.collected': 'Esta encomenda foi levantada: está encerrada e não pode ser alterada.',
  'coins.staff.notAllowed.cancelled': 'Esta encomenda foi cancelada: está encerrada e não pode ser alterada.',
  'coins.staff.notAllowed.expired': 'Esta encomenda expirou sem pagamento: está encerrada e não pode ser alterada.',
  'coins.onSaleFrom': 'À venda a partir de {when} (hora de Macau)',
  'coins.notYetOnSale': 'Esta moeda ainda não está à venda: as encomendas abrem em {when} (hora de Macau)',
  'coins.catalogue.stale': 'Outra pessoa alterou esta emissão depois de a abrir. Recarregue-a para ver as alterações dessa pessoa e volte a fazer as suas.',
  'coins.catalogue.stockTaken': 'Desde que abriu esta emissão, as encomendas levaram moedas: restam agora {stock}, e a sua alteração deixaria o stock abaixo de zero. Recarregue e tente de novo.',
  'coins.catalogue.slugTaken': 'Outra emissão já tem este nome abreviado.',
  'coins.catalogue.slugFormat': 'Use só letras minúsculas, algarismos e hífens, p. ex. 2027-year-of-the-goat-silver',
  'coins.catalogue.twoDecimals': 'No máximo duas casas decimais',
  'coins.catalogue.buyerLimit': 'O limite por comprador tem de ser pelo menos o limite por encomenda',
  'coins.catalogue.stockOverMintage': 'O stock não pode ser superior à tiragem',
  'coins.catalogue.ptIncomplete': 'Português: indique o nome e o nome da série, ou deixe vazios todos os campos em português',
  'coins.catalogue.tooManyPictures': 'No máximo 6 imagens',
  'coins.catalogue.unknownPicture': 'Esta imagem não é uma imagem guardada; carregue-a de novo ou escolha outra',
  'coins.catalogue.pictureType': 'Escolha uma imagem PNG, JPEG ou GIF',
  'coins.catalogue.noPicture': 'Escolha uma imagem para carregar',
};

/** The coins feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const coinsText = defineCatalogue({ en, zhHant, zhHans, pt });
