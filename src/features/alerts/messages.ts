/**
 * The interface text of the alerts feature, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** E-mail of the notification service (alerts), in the message body: “Please confirm your e-mail notification sign-up” */
  'alerts.mailConfirmTitle': 'Please confirm your e-mail notification sign-up',
  /** E-mail of the notification service (alerts), in the message body: “We received a request to send e-mail notifications to this address. Nothing will be sent until you confirm.” */
  'alerts.mailConfirmIntro': 'We received a request to send e-mail notifications to this address. Nothing will be sent until you confirm.',
  /** E-mail of the notification service (alerts), in the message body: “The link works once and expires in {days} days.” */
  'alerts.mailConfirmExpiry': 'The link works once and expires in {days} days.',
  /** E-mail of the notification service (alerts), in the message body: “Confirm my subscription” */
  'alerts.mailConfirmLink': 'Confirm my subscription',
  /** E-mail of the notification service (alerts), in the message body: “If you did not ask for this, ignore this e-mail: the request is deleted after a few days.” */
  'alerts.mailConfirmIgnore': 'If you did not ask for this, ignore this e-mail: the request is deleted after a few days.',
  /** Subject and heading of the note sent (at most once a day) when someone signs up an address that is already subscribed. */
  'alerts.mailAlreadyTitle': 'You are already subscribed to e-mail notifications',
  /** First paragraph of that note. */
  'alerts.mailAlreadyIntro': 'We received a request to sign this address up for e-mail notifications, but it is already subscribed. Nothing has changed.',
  /** Second paragraph of that note: how to change or end the subscription. */
  'alerts.mailAlreadyManage': 'To change your topics or stop the notifications, use the links at the end of any notification we send you.',
  /** Footer of that note. */
  'alerts.mailAlreadyIgnore': 'If you did not ask for this, you can ignore this e-mail.',
  /** E-mail of the notification service (alerts), in the message body: “New on the AMCM website: {topic}” */
  'alerts.mailAlertTitle': 'New on the AMCM website: {topic}',
  /** E-mail of the notification service (alerts), in the message body: “This item was just published in a topic you follow:” */
  'alerts.mailAlertIntro': 'This item was just published in a topic you follow:',
  /** E-mail of the notification service (alerts), in the message body: “AMCM daily digest: {count} new items” */
  'alerts.mailDigestTitle': { one: 'AMCM daily digest: {count} new item', other: 'AMCM daily digest: {count} new items' },
  /** E-mail of the notification service (alerts), in the message body: “Published since your last digest in the topics you follow:” */
  'alerts.mailDigestIntro': 'Published since your last digest in the topics you follow:',
  /** E-mail of the notification service (alerts), in the message body: “Change topics or frequency” */
  'alerts.mailManage': 'Change topics or frequency',
  /** E-mail of the notification service (alerts), in the message body: “Unsubscribe” */
  'alerts.mailUnsubscribe': 'Unsubscribe',
  /** E-mail of the notification service (alerts), in the message body: “You receive this because you signed up for AMCM e-mail notifications.” */
  'alerts.mailWhy': 'You receive this because you signed up for AMCM e-mail notifications.',
  /** Name of an alert topic, on the sign-up and preferences pages and in e-mails: “Press releases” */
  'alerts.topic.press': 'Press releases',
  /** Name of an alert topic, on the sign-up and preferences pages and in e-mails: “Statistics” */
  'alerts.topic.statistics': 'Statistics',
  /** Name of an alert topic, on the sign-up and preferences pages and in e-mails: “Publications” */
  'alerts.topic.publications': 'Publications',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Get an e-mail when the Authority publishes press releases, statistics or publications. We send a confirmation e-mail first; nothing else is sent until you follow its link.” */
  'alerts.intro': 'Get an e-mail when the Authority publishes press releases, statistics or publications. We send a confirmation e-mail first; nothing else is sent until you follow its link.',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Country or area” */
  'alerts.region': 'Country or area',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Occupation” */
  'alerts.occupation': 'Occupation',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Your occupation” */
  'alerts.occupationOther': 'Your occupation',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Institution or company” */
  'alerts.institution': 'Institution or company',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “E-mail address” */
  'alerts.email': 'E-mail address',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “We send the confirmation and the notifications here.” */
  'alerts.emailHint': 'We send the confirmation and the notifications here.',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Topics” */
  'alerts.topics': 'Topics',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Choose at least one.” */
  'alerts.topicsHint': 'Choose at least one.',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “How often” */
  'alerts.frequency': 'How often',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “As soon as something is published” */
  'alerts.frequency.immediate': 'As soon as something is published',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “One daily digest” */
  'alerts.frequency.daily': 'One daily digest',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Choose…” */
  'alerts.choose': 'Choose…',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Sign up” */
  'alerts.submit': 'Sign up',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Check your e-mail” */
  'alerts.sentTitle': 'Check your e-mail',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “We sent a confirmation e-mail. Follow its link within 3 days to start receiving notifications.” */
  'alerts.sentBody': 'We sent a confirmation e-mail. Follow its link within 3 days to start receiving notifications.',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Your subscription is confirmed” */
  'alerts.confirmedTitle': 'Your subscription is confirmed',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “You will receive e-mails for the topics you chose. Every e-mail has a link to change or end the subscription.” */
  'alerts.confirmedBody': 'You will receive e-mails for the topics you chose. Every e-mail has a link to change or end the subscription.',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “This link has expired or has already been used.” */
  'alerts.linkInvalid': 'This link has expired or has already been used.',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Sign up again” */
  'alerts.signUpAgain': 'Sign up again',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Your notification preferences” */
  'alerts.manageTitle': 'Your notification preferences',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Change topics or frequency” */
  'alerts.manageLink': 'Change topics or frequency',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Save preferences” */
  'alerts.save': 'Save preferences',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Your preferences are saved.” */
  'alerts.saved': 'Your preferences are saved.',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Unsubscribe from e-mail notifications” */
  'alerts.unsubscribeTitle': 'Unsubscribe from e-mail notifications',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Stop all e-mail notifications to {email}. Your details are deleted.” */
  'alerts.unsubscribeBody': 'Stop all e-mail notifications to {email}. Your details are deleted.',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “Unsubscribe” */
  'alerts.unsubscribeButton': 'Unsubscribe',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “You are unsubscribed” */
  'alerts.unsubscribedTitle': 'You are unsubscribed',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “We will send no more notifications and have deleted your details.” */
  'alerts.unsubscribedBody': 'We will send no more notifications and have deleted your details.',
  /** E-mail notification pages (sign-up, confirmation, preferences, unsubscribe): “The request could not be sent. Please try again.” */
  'alerts.failed': 'The request could not be sent. Please try again.',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'alerts.mailConfirmTitle': '請確認登記電郵通知服務',
  'alerts.mailConfirmIntro': '本局收到以此電郵地址登記電郵通知服務的申請。在你確認前，本局不會發出任何通知。',
  'alerts.mailConfirmExpiry': '此連結只可使用一次，並於 {days} 日後失效。',
  'alerts.mailConfirmLink': '確認登記',
  'alerts.mailConfirmIgnore': '如你沒有提出此申請，請忽略本電郵；申請會於數日後刪除。',
  'alerts.mailAlreadyTitle': '你已登記電郵通知服務',
  'alerts.mailAlreadyIntro': '本局收到以此電郵地址登記電郵通知服務的申請，但此地址已經登記，登記資料沒有任何改動。',
  'alerts.mailAlreadyManage': '如要更改通知類別或停止接收通知，請使用本局每封通知電郵末端的連結。',
  'alerts.mailAlreadyIgnore': '如你沒有提出此申請，請忽略本電郵。',
  'alerts.mailAlertTitle': '澳門金融管理局網站新資訊：{topic}',
  'alerts.mailAlertIntro': '你訂閱的類別剛發佈以下資訊：',
  'alerts.mailDigestTitle': '澳門金融管理局每日摘要：{count} 項新資訊',
  'alerts.mailDigestIntro': '自上次摘要以來，你訂閱的類別發佈了以下資訊：',
  'alerts.mailManage': '更改訂閱類別或頻率',
  'alerts.mailUnsubscribe': '取消訂閱',
  'alerts.mailWhy': '你收到此電郵，是因為你已登記澳門金融管理局電郵通知服務。',
  'alerts.topic.press': '新聞稿',
  'alerts.topic.statistics': '統計資料',
  'alerts.topic.publications': '刊物',
  'alerts.intro': '當本局發佈新聞稿、統計資料或刊物時，以電郵通知你。本局會先發出確認電郵，在你按下其中連結前不會發出其他電郵。',
  'alerts.region': '國家或地區',
  'alerts.occupation': '職業',
  'alerts.occupationOther': '請註明職業',
  'alerts.institution': '機構或公司',
  'alerts.email': '電郵地址',
  'alerts.emailHint': '確認電郵及通知會發送至此地址。',
  'alerts.topics': '訂閱類別',
  'alerts.topicsHint': '請最少選擇一項。',
  'alerts.frequency': '通知頻率',
  'alerts.frequency.immediate': '即時通知',
  'alerts.frequency.daily': '每日摘要',
  'alerts.choose': '請選擇…',
  'alerts.submit': '登記',
  'alerts.sentTitle': '請查閱你的電郵',
  'alerts.sentBody': '本局已發出確認電郵，請於 3 日內按下其中連結以開始接收通知。',
  'alerts.confirmedTitle': '你的訂閱已確認',
  'alerts.confirmedBody': '你將收到所選類別的電郵通知。每封電郵均附有更改或取消訂閱的連結。',
  'alerts.linkInvalid': '此連結已失效或已被使用。',
  'alerts.signUpAgain': '重新登記',
  'alerts.manageTitle': '你的通知設定',
  'alerts.manageLink': '更改訂閱類別或頻率',
  'alerts.save': '儲存設定',
  'alerts.saved': '你的設定已儲存。',
  'alerts.unsubscribeTitle': '取消訂閱電郵通知',
  'alerts.unsubscribeBody': '停止向 {email} 發出所有電郵通知，你的資料將被刪除。',
  'alerts.unsubscribeButton': '取消訂閱',
  'alerts.unsubscribedTitle': '你已取消訂閱',
  'alerts.unsubscribedBody': '本局不會再發出通知，並已刪除你的資料。',
  'alerts.failed': '未能提交申請，請再試。',
};

export const zhHans: Translations<typeof en> = {
  'alerts.mailConfirmTitle': '请确认登记电邮通知服务',
  'alerts.mailConfirmIntro': '本局收到以此电邮地址登记电邮通知服务的申请。在你确认前，本局不会发出任何通知。',
  'alerts.mailConfirmExpiry': '此链接只可使用一次，并于 {days} 日后失效。',
  'alerts.mailConfirmLink': '确认登记',
  'alerts.mailConfirmIgnore': '如你没有提出此申请，请忽略本电邮；申请会于数日后删除。',
  'alerts.mailAlreadyTitle': '你已登记电邮通知服务',
  'alerts.mailAlreadyIntro': '本局收到以此电邮地址登记电邮通知服务的申请，但此地址已经登记，登记资料没有任何改动。',
  'alerts.mailAlreadyManage': '如要更改通知类别或停止接收通知，请使用本局每封通知电邮末端的链接。',
  'alerts.mailAlreadyIgnore': '如你没有提出此申请，请忽略本电邮。',
  'alerts.mailAlertTitle': '澳门金融管理局网站新资讯：{topic}',
  'alerts.mailAlertIntro': '你订阅的类别刚发布以下资讯：',
  'alerts.mailDigestTitle': '澳门金融管理局每日摘要：{count} 项新资讯',
  'alerts.mailDigestIntro': '自上次摘要以来，你订阅的类别发布了以下资讯：',
  'alerts.mailManage': '更改订阅类别或频率',
  'alerts.mailUnsubscribe': '取消订阅',
  'alerts.mailWhy': '你收到此电邮，是因为你已登记澳门金融管理局电邮通知服务。',
  'alerts.topic.press': '新闻稿',
  'alerts.topic.statistics': '统计资料',
  'alerts.topic.publications': '刊物',
  'alerts.intro': '当本局发布新闻稿、统计资料或刊物时，以电邮通知你。本局会先发出确认电邮，在你按下其中链接前不会发出其他电邮。',
  'alerts.region': '国家或地区',
  'alerts.occupation': '职业',
  'alerts.occupationOther': '请注明职业',
  'alerts.institution': '机构或公司',
  'alerts.email': '电邮地址',
  'alerts.emailHint': '确认电邮及通知会发送至此地址。',
  'alerts.topics': '订阅类别',
  'alerts.topicsHint': '请最少选择一项。',
  'alerts.frequency': '通知频率',
  'alerts.frequency.immediate': '即时通知',
  'alerts.frequency.daily': '每日摘要',
  'alerts.choose': '请选择…',
  'alerts.submit': '登记',
  'alerts.sentTitle': '请查阅你的电邮',
  'alerts.sentBody': '本局已发出确认电邮，请于 3 日内按下其中链接以开始接收通知。',
  'alerts.confirmedTitle': '你的订阅已确认',
  'alerts.confirmedBody': '你将收到所选类别的电邮通知。每封电邮均附有更改或取消订阅的链接。',
  'alerts.linkInvalid': '此链接已失效或已被使用。',
  'alerts.signUpAgain': '重新登记',
  'alerts.manageTitle': '你的通知设定',
  'alerts.manageLink': '更改订阅类别或频率',
  'alerts.save': '储存设定',
  'alerts.saved': '你的设定已储存。',
  'alerts.unsubscribeTitle': '取消订阅电邮通知',
  'alerts.unsubscribeBody': '停止向 {email} 发出所有电邮通知，你的资料将被删除。',
  'alerts.unsubscribeButton': '取消订阅',
  'alerts.unsubscribedTitle': '你已取消订阅',
  'alerts.unsubscribedBody': '本局不会再发出通知，并已删除你的资料。',
  'alerts.failed': '未能提交申请，请再试。',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'alerts.mailConfirmTitle': 'Confirme a sua inscrição no serviço de notificação',
  'alerts.mailConfirmIntro': 'Recebemos um pedido para enviar notificações para este endereço. Nada será enviado até confirmar.',
  'alerts.mailConfirmExpiry': 'A ligação funciona uma vez e expira em {days} dias.',
  'alerts.mailConfirmLink': 'Confirmar a inscrição',
  'alerts.mailAlreadyTitle': 'Já está inscrito no serviço de notificação por correio electrónico',
  'alerts.mailAlreadyIntro': 'Recebemos um pedido para inscrever este endereço no serviço de notificação, mas ele já está inscrito. Nada foi alterado.',
  'alerts.mailAlreadyManage': 'Para mudar os temas ou deixar de receber notificações, use as ligações no fim de qualquer notificação que lhe enviemos.',
  'alerts.mailAlreadyIgnore': 'Se não fez este pedido, pode ignorar esta mensagem.',
  'alerts.mailConfirmIgnore': 'Se não fez este pedido, ignore esta mensagem: o pedido é apagado ao fim de alguns dias.',
  'alerts.mailAlertTitle': 'Novidade no sítio da AMCM: {topic}',
  'alerts.mailAlertIntro': 'Acaba de ser publicado num tema que acompanha:',
  'alerts.mailDigestTitle': { one: 'Resumo diário da AMCM: {count} novidade', other: 'Resumo diário da AMCM: {count} novidades' },
  'alerts.mailDigestIntro': 'Publicado desde o seu último resumo, nos temas que acompanha:',
  'alerts.mailWhy': 'Recebe esta mensagem porque se inscreveu nas notificações por correio electrónico da AMCM.',
  'alerts.mailManage': 'Alterar temas ou frequência',
  'alerts.mailUnsubscribe': 'Cancelar a inscrição',
  'alerts.topic.press': 'Comunicados de imprensa',
  'alerts.topic.statistics': 'Estatísticas',
  'alerts.topic.publications': 'Publicações',
  'alerts.intro': 'Receba um e-mail quando a Autoridade publicar comunicados de imprensa, estatísticas ou publicações. Enviamos primeiro um e-mail de confirmação; nada mais é enviado até seguir a ligação nele indicada.',
  'alerts.region': 'País ou região',
  'alerts.occupation': 'Profissão',
  'alerts.occupationOther': 'A sua profissão',
  'alerts.institution': 'Instituição ou empresa',
  'alerts.email': 'Endereço de correio electrónico',
  'alerts.emailHint': 'Enviamos para aqui a confirmação e as notificações.',
  'alerts.topics': 'Temas',
  'alerts.topicsHint': 'Escolha pelo menos um.',
  'alerts.frequency': 'Frequência',
  'alerts.frequency.immediate': 'Logo que seja publicado',
  'alerts.frequency.daily': 'Resumo diário',
  'alerts.choose': 'Escolha…',
  'alerts.submit': 'Inscrever-me',
  'alerts.sentTitle': 'Verifique o seu e-mail',
  'alerts.sentBody': 'Enviámos um e-mail de confirmação. Siga a ligação nele indicada no prazo de 3 dias para começar a receber notificações.',
  'alerts.confirmedTitle': 'A sua inscrição está confirmada',
  'alerts.confirmedBody': 'Vai receber e-mails sobre os temas escolhidos. Cada e-mail tem uma ligação para alterar ou terminar a subscrição.',
  'alerts.linkInvalid': 'Esta ligação expirou ou já foi utilizada.',
  'alerts.signUpAgain': 'Subscrever novamente',
  'alerts.manageTitle': 'As suas preferências de notificação',
  'alerts.manageLink': 'Alterar temas ou frequência',
  'alerts.save': 'Guardar',
  'alerts.saved': 'As suas preferências foram guardadas.',
  'alerts.unsubscribeTitle': 'Cancelar as notificações por e-mail',
  'alerts.unsubscribeBody': 'Parar todas as notificações por e-mail para {email}. Os seus dados são apagados.',
  'alerts.unsubscribeButton': 'Cancelar a inscrição',
  'alerts.unsubscribedTitle': 'A subscrição foi cancelada',
  'alerts.unsubscribedBody': 'Não enviaremos mais notificações e apagámos os seus dados.',
  'alerts.failed': 'Não foi possível enviar o pedido. Tente novamente.',
};

/** The alerts feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const alertsText = defineCatalogue({ en, zhHant, zhHans, pt });
