/**
 * The site shell (header, footer, navigation, page tools, 404 and test routes) and its common words, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Extra option "Other (please specify)" appended to selection lists of forms (site/selection.ts). */
  'selection.otherSpecify': 'Other (please specify)',
  /** Full name of the Authority: page titles, header logo, feed titles, SEO metadata and the rates widget. */
  'site.name': 'Monetary Authority of Macao',
  /** Short name/acronym of the Authority (AMCM), for tight spaces. Not used in code yet. */
  'site.shortName': 'AMCM',
  /** Back office, site settings: a save refused because someone else saved the settings after this person opened them. */
  'site.settings.changedMeanwhile': 'Someone else changed the site settings after you opened them. Reload the page to see their changes, then make yours again.',
  /** Back office, site settings: the gray style's end is not after its start. */
  'site.settings.grayWindowOrder': 'The end must be after the start.',
  /** Back office, site settings: a link that is not an https:// address. */
  'site.settings.httpsUrl': 'Enter a full address beginning with https://',
  /** Back office, site settings: no language of the site chosen. */
  'site.settings.oneLanguage': 'Choose at least one language.',
  /** Back office, menu: the path segment has characters other than lower-case letters, digits and hyphens. */
  'site.menu.slugFormat': 'Use lower-case letters, digits and hyphens only, starting with a letter or digit.',
  /** Back office, menu: the traditional Chinese title is missing. */
  'site.menu.traditionalTitle': 'Enter the title in traditional Chinese.',
  /** Back office, menu: the external address is not an http(s) address. */
  'site.menu.urlFormat': 'Enter a full address beginning with https:// or http://',
  /** Back office, menu: another page already has this path; {path} is the path. */
  'site.menu.pathTaken': 'Another page already has the path {path}.',
  /** Back office, menu: an item cannot be moved under itself or one of its sub-pages. */
  'site.menu.loop': 'An item cannot be moved under itself or one of its sub-pages.',
  /** Back office, menu: the item cannot move further that way. */
  'site.menu.noMove': 'The item cannot move further that way.',
  /** Back office, menu: someone else changed this item after it was opened. */
  'site.menu.changedMeanwhile': 'Someone else changed this item after you opened it. Reload it to see their changes, then make yours again.',
  /** Back office, menu: only a publisher may remove a page that is on the site. */
  'site.menu.removePublished': 'Only a publisher may remove a page that is on the site.',
  /** Back office, menu: an item with sub-pages cannot be removed; move or remove them first. */
  'site.menu.hasChildren': 'Move or remove its sub-pages first.',
  /** Back office, footer and quick-link menus: the link is neither a path of a page of the site's menu nor an http(s) address. */
  'site.links.unknownPath': 'Enter the path of a page in the site’s menu (such as about-us/contact-us) or a full address beginning with https://',
  /** Back office, footer and quick-link menus: this menu already has a link to that page or address. */
  'site.links.taken': 'This menu already has a link there.',
  /** Back office, footer and quick-link menus: the menu has no deeper level (the footer has columns and their links; quick links have one level). */
  'site.links.tooDeep': 'This menu has no level below that one.',
  /** Back office, menu page or notice: saved from a version that is no longer the newest; {current} is the newest version number. */
  'site.review.stale': 'Someone saved version {current} after you opened this text. Reload it to see their changes, then make yours again.',
  /** Back office: a publisher may not approve a text they wrote or submitted. */
  'site.review.fourEyes': 'A second person must approve this: you wrote or submitted it.',
  /** Back office: an administrator publishing their own text must give a reason. */
  'site.review.reasonRequired': 'Give the reason for publishing without a second review.',
  /** Back office: the text is not waiting for review. */
  'site.review.notSubmitted': 'This text is not waiting for review.',
  /** Back office: nothing written to submit. */
  'site.review.noText': 'Write at least one language before submitting.',
  /** Error: a schedule names a minute that has passed (or is the current one). */
  'site.review.past': 'Choose a minute that is still to come.',
  /** Error: a language to take off the site is not on it (nor scheduled). */
  'site.review.notPublished': 'This language is not on the site.',
  /** Error: a version number that the page does not have. */
  'site.review.noVersion': 'The page has no such version.',
  /** Error: the server has no preview key, so no preview link can be made. */
  'site.review.noPreview': 'Previews are not set up on this server.',
  /** Back office, notices: no language written. */
  'site.notice.oneLanguage': 'Write the text in at least one language.',
  /** Back office, notices: withdrawing a notice that is not on the site. */
  /** "Skip to main content" link, first focusable element of every page (BaseLayout). */
  'site.skipToContent': 'Skip to main content',
  /** First breadcrumb item linking to the home page (Breadcrumb.astro). */
  'site.home': 'Home',
  /** Copyright line at the bottom of the footer; {year} is the current year. */
  'site.copyright': '© {year} Monetary Authority of Macao. All rights reserved.',
  /** Accessible name (aria-label) of the main navigation menu in the header. */
  'site.mainNavigation': 'Main navigation',
  /** Accessible name of the footer site map navigation. */
  'site.footerNavigation': 'Site map',
  /** Accessible name of the language switcher in the top bar. */
  'site.languages': 'Languages',
  /** Line under a content page saying when it was last revised; {date} is the formatted date. */
  'site.lastRevised': 'Last revised: {date}',
  /** Title and heading of the 404 page (also the title of disabled test pages). */
  'site.notFoundTitle': 'Page not found',
  /** Explanation text on the 404 page. */
  'site.notFoundBody': 'The page you are looking for does not exist or has been moved.',
  /** Link on the 404 page back to the home page. */
  'site.backHome': 'Back to the home page',
  /** Heading of a page whose module is not built yet (UnderConstruction.astro). */
  'site.underConstructionTitle': 'Under construction',
  /** Text of the under-construction page. */
  'site.underConstructionBody': 'This page is being prepared and will be available soon.',
  /** Heading of the list of sub-pages on a section content page. */
  'site.sectionContents': 'In this section',
  /** Visually hidden suffix on links that open in a new window (menus, banners, external links). */
  'site.opensInNewWindow': '(opens in a new window)',
  /** Notice on Portuguese pages (content page, home, news list) that some content exists only in Chinese and English. */
  'site.ptPartial': 'Some content on this page is available only in Chinese and English.',
  /** Banner at the top of preview pages saying the shown version is not published. */
  'site.previewBanner': 'Preview: this version is not published.',
  /** Text of the search button in the header search box. */
  'site.search': 'Search',
  /** Placeholder text in the header search input. */
  'site.searchPlaceholder': 'Search',
  /** Accessible name of the telephone link in the top bar. */
  'shell.phone': 'Telephone',
  /** Accessible name of the e-mail link in the top bar. */
  'shell.email': 'E-mail',
  /** Accessible name of the Facebook link in the top bar. */
  'shell.facebook': 'Facebook',
  /** Label of the WeChat button in the top bar that opens the WeChat dialog. */
  'shell.wechat': 'WeChat',
  /** Title of the WeChat dialog. */
  'shell.wechatTitle': 'Official WeChat account',
  /** Instruction in the WeChat dialog; {name} is the name of the official account to search for. */
  'shell.wechatSearch': 'Search for “{name}” in WeChat and follow the account.',
  /** Text above the QR code in the WeChat dialog. */
  'shell.wechatScan': 'Or scan this QR code with WeChat:',
  /** Alternative text of the WeChat QR code image. */
  'shell.qrCode': 'QR code of the official WeChat account',
  /** Close button of dialogs and of the home page notice. */
  'shell.close': 'Close',
  /** Accessible label of the header search input. */
  'shell.searchLabel': 'Search this site',
  /** Message when the header search is submitted empty. */
  'shell.searchEmpty': 'Please enter a search term.',
  /** Text of the mobile menu toggle button in the header. */
  'shell.menu': 'Menu',
  /** Accessible name of a sub-menu toggle in the main navigation; {title} is the menu item title. */
  'shell.submenu': '{title}: sub-menu',
  /** Accessible name of the breadcrumb navigation. */
  'shell.breadcrumb': 'Breadcrumb',
  /** Accessible name of the site notice region on the home page. */
  'shell.noticeLabel': 'Site notice',
  /** Button that closes the home page notice. */
  'shell.dismissNotice': 'Close this notice',
  /** Floating "back to top" button at the bottom of long pages. */
  'shell.backToTop': 'Back to top',
  /** Accessible name of the page tools bar (text size, print). */
  'shell.articleTools': 'Page tools',
  /** Label of the text size buttons in the page tools. */
  'shell.fontSize': 'Text size',
  /** Page tools button: small text. */
  'shell.fontSmall': 'Small text',
  /** Page tools button: medium text. */
  'shell.fontMedium': 'Medium text',
  /** Page tools button: large text. */
  'shell.fontLarge': 'Large text',
  /** Page tools button that prints the page. */
  'shell.print': 'Print',
  /** Side navigation toggle that expands a long list of links. */
  'shell.showMore': 'Show more',
  /** Side navigation toggle that collapses the expanded list again. */
  'shell.showLess': 'Show less',
  /** Accessible name of the shopping cart link (coins cart, SPEC §3). */
  'shell.cart': 'Shopping cart',
  /** Hidden text of the cart link, filled in the browser by cart.ts; {count} is the number of items in the cart. */
  'shell.cartItems': { one: '{count} item', other: '{count} items' },
  /** Loading text of the loading overlay and of the news list "load more" button while it waits. */
  'shell.loading': 'Loading…',
  /** Title and heading of the header test route (/{lang}/test/header), which shows the site header alone. */
  'layoutTest.headerTitle': 'Header test page',
  /** Text of the header test route under its heading, saying what the page is for. */
  'layoutTest.headerBody': 'This page shows the header of the site alone: the top bar, the logo and the main menu. It is used to check the header outside the other pages.',
  /** Title and heading of the footer test route (/{lang}/test/footer), which shows the site footer alone. */
  'layoutTest.footerTitle': 'Footer test page',
  /** Text of the footer test route under its heading, saying what the page is for. */
  'layoutTest.footerBody': 'This page shows the footer of the site alone: the site map columns and the copyright line. It is used to check the footer outside the other pages.',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'selection.otherSpecify': '其他（請註明）',
  'site.name': '澳門金融管理局',
  'site.shortName': '金管局',
  'site.settings.changedMeanwhile': '您開啟網站設定後，另一位同事已作出修改。請重新載入頁面查看其修改，然後再次作出您的修改。',
  'site.settings.grayWindowOrder': '結束時間須遲於開始時間。',
  'site.settings.httpsUrl': '請輸入以 https:// 開頭的完整網址',
  'site.settings.oneLanguage': '請至少選擇一種語言。',
  'site.menu.slugFormat': '只可使用小寫英文字母、數字及連字號，並以字母或數字開頭。',
  'site.menu.traditionalTitle': '請輸入繁體中文標題。',
  'site.menu.urlFormat': '請輸入以 https:// 或 http:// 開頭的完整網址',
  'site.menu.pathTaken': '另一頁面已使用路徑 {path}。',
  'site.menu.loop': '項目不可移至其本身或其子頁面之下。',
  'site.menu.noMove': '項目無法再向該方向移動。',
  'site.menu.changedMeanwhile': '您開啟此項目後，另一位同事已作出修改。請重新載入查看其修改，然後再次作出您的修改。',
  'site.menu.removePublished': '只有發佈人員可移除已在網站上的頁面。',
  'site.menu.hasChildren': '請先移動或移除其子頁面。',
  'site.links.unknownPath': '請輸入網站選單中頁面的路徑（例如 about-us/contact-us），或以 https:// 開頭的完整網址',
  'site.links.taken': '此選單已有連結指向該處。',
  'site.links.tooDeep': '此選單沒有更下一層。',
  'site.review.stale': '您開啟此文本後，另一位同事已儲存第 {current} 版。請重新載入查看其修改，然後再次作出您的修改。',
  'site.review.fourEyes': '須由另一位同事批准：此文本由您撰寫或提交。',
  'site.review.reasonRequired': '請說明未經第二人審閱而發佈的原因。',
  'site.review.notSubmitted': '此文本並非等待審閱。',
  'site.review.noText': '提交前請至少撰寫一種語言。',
  'site.review.past': '請選擇尚未到來的時間。',
  'site.review.notPublished': '此語言並未在網站上。',
  'site.review.noVersion': '此頁面沒有該版本。',
  'site.review.noPreview': '此伺服器未設定預覽。',
  'site.notice.oneLanguage': '請至少以一種語言撰寫內容。',
  'site.skipToContent': '跳至主要內容',
  'site.home': '首頁',
  'site.copyright': '© {year} 澳門金融管理局 版權所有',
  'site.mainNavigation': '主選單',
  'site.footerNavigation': '網站地圖',
  'site.languages': '語言',
  'site.lastRevised': '最後修訂日期：{date}',
  'site.notFoundTitle': '找不到網頁',
  'site.notFoundBody': '您要找的網頁不存在或已被移除。',
  'site.backHome': '返回首頁',
  'site.underConstructionTitle': '建設中',
  'site.underConstructionBody': '本頁正在準備中，即將推出。',
  'site.sectionContents': '本欄目內容',
  'site.opensInNewWindow': '（於新視窗開啟）',
  'site.ptPartial': '本頁部分內容只提供中文及英文版本。',
  'site.previewBanner': '預覽：此版本尚未發佈。',
  'site.search': '搜尋',
  'site.searchPlaceholder': '搜尋',
  'shell.phone': '電話',
  'shell.email': '電郵',
  'shell.facebook': 'Facebook',
  'shell.wechat': '微信',
  'shell.wechatTitle': '微信公眾號',
  'shell.wechatSearch': '請在微信搜尋「{name}」並關注。',
  'shell.wechatScan': '或以微信掃描以下二維碼：',
  'shell.qrCode': '微信公眾號二維碼',
  'shell.close': '關閉',
  'shell.searchLabel': '搜尋本網站',
  'shell.searchEmpty': '請輸入搜尋關鍵字。',
  'shell.menu': '選單',
  'shell.submenu': '{title}：子選單',
  'shell.breadcrumb': '導覽路徑',
  'shell.noticeLabel': '網站公告',
  'shell.dismissNotice': '關閉此公告',
  'shell.backToTop': '返回頁首',
  'shell.articleTools': '頁面工具',
  'shell.fontSize': '字體大小',
  'shell.fontSmall': '小字體',
  'shell.fontMedium': '中字體',
  'shell.fontLarge': '大字體',
  'shell.print': '列印',
  'shell.showMore': '顯示更多',
  'shell.showLess': '收起',
  'shell.cart': '購物車',
  'shell.cartItems': '{count} 件',
  'shell.loading': '載入中…',
  'layoutTest.headerTitle': '頁首測試頁',
  'layoutTest.headerBody': '本頁只顯示網站的頁首：頂欄、標誌及主選單，用於在其他頁面以外檢查頁首。',
  'layoutTest.footerTitle': '頁尾測試頁',
  'layoutTest.footerBody': '本頁只顯示網站的頁尾：網站地圖欄目及版權聲明，用於在其他頁面以外檢查頁尾。',
};

export const zhHans: Translations<typeof en> = {
  'selection.otherSpecify': '其他（请注明）',
  'site.name': '澳门金融管理局',
  'site.shortName': '金管局',
  'site.settings.changedMeanwhile': '您打开网站设定后，另一位同事已作出修改。请重新加载页面查看其修改，然后再次作出您的修改。',
  'site.settings.grayWindowOrder': '结束时间须迟于开始时间。',
  'site.settings.httpsUrl': '请输入以 https:// 开头的完整网址',
  'site.settings.oneLanguage': '请至少选择一种语言。',
  'site.menu.slugFormat': '只可使用小写英文字母、数字及连字号，并以字母或数字开头。',
  'site.menu.traditionalTitle': '请输入繁体中文标题。',
  'site.menu.urlFormat': '请输入以 https:// 或 http:// 开头的完整网址',
  'site.menu.pathTaken': '另一页面已使用路径 {path}。',
  'site.menu.loop': '项目不可移至其本身或其子页面之下。',
  'site.menu.noMove': '项目无法再向该方向移动。',
  'site.menu.changedMeanwhile': '您打开此项目后，另一位同事已作出修改。请重新加载查看其修改，然后再次作出您的修改。',
  'site.menu.removePublished': '只有发布人员可移除已在网站上的页面。',
  'site.menu.hasChildren': '请先移动或移除其子页面。',
  'site.links.unknownPath': '请输入网站菜单中页面的路径（例如 about-us/contact-us），或以 https:// 开头的完整网址',
  'site.links.taken': '此菜单已有链接指向该处。',
  'site.links.tooDeep': '此菜单没有更下一层。',
  'site.review.stale': '您打开此文本后，另一位同事已保存第 {current} 版。请重新加载查看其修改，然后再次作出您的修改。',
  'site.review.fourEyes': '须由另一位同事批准：此文本由您撰写或提交。',
  'site.review.reasonRequired': '请说明未经第二人审阅而发布的原因。',
  'site.review.notSubmitted': '此文本并非等待审阅。',
  'site.review.noText': '提交前请至少撰写一种语言。',
  'site.review.past': '请选择尚未到来的时间。',
  'site.review.notPublished': '此语言并未在网站上。',
  'site.review.noVersion': '此页面没有该版本。',
  'site.review.noPreview': '此服务器未设置预览。',
  'site.notice.oneLanguage': '请至少以一种语言撰写内容。',
  'site.skipToContent': '跳至主要内容',
  'site.home': '首页',
  'site.copyright': '© {year} 澳门金融管理局 版权所有',
  'site.mainNavigation': '主菜单',
  'site.footerNavigation': '网站地图',
  'site.languages': '语言',
  'site.lastRevised': '最后修订日期：{date}',
  'site.notFoundTitle': '找不到网页',
  'site.notFoundBody': '您要找的网页不存在或已被移除。',
  'site.backHome': '返回首页',
  'site.underConstructionTitle': '建设中',
  'site.underConstructionBody': '本页正在准备中，即将推出。',
  'site.sectionContents': '本栏目内容',
  'site.opensInNewWindow': '（于新窗口打开）',
  'site.ptPartial': '本页部分内容只提供中文及英文版本。',
  'site.previewBanner': '预览：此版本尚未发布。',
  'site.search': '搜索',
  'site.searchPlaceholder': '搜索',
  'shell.phone': '电话',
  'shell.email': '电子邮件',
  'shell.facebook': 'Facebook',
  'shell.wechat': '微信',
  'shell.wechatTitle': '微信公众号',
  'shell.wechatSearch': '请在微信搜索“{name}”并关注。',
  'shell.wechatScan': '或用微信扫描以下二维码：',
  'shell.qrCode': '微信公众号二维码',
  'shell.close': '关闭',
  'shell.searchLabel': '搜索本网站',
  'shell.searchEmpty': '请输入搜索关键词。',
  'shell.menu': '菜单',
  'shell.submenu': '{title}：子菜单',
  'shell.breadcrumb': '导航路径',
  'shell.noticeLabel': '网站公告',
  'shell.dismissNotice': '关闭此公告',
  'shell.backToTop': '返回顶部',
  'shell.articleTools': '页面工具',
  'shell.fontSize': '字体大小',
  'shell.fontSmall': '小字体',
  'shell.fontMedium': '中字体',
  'shell.fontLarge': '大字体',
  'shell.print': '打印',
  'shell.showMore': '显示更多',
  'shell.showLess': '收起',
  'shell.cart': '购物车',
  'shell.cartItems': '{count} 件',
  'shell.loading': '加载中…',
  'layoutTest.headerTitle': '页首测试页',
  'layoutTest.headerBody': '本页只显示网站的页首：顶栏、标志及主菜单，用于在其他页面以外检查页首。',
  'layoutTest.footerTitle': '页尾测试页',
  'layoutTest.footerBody': '本页只显示网站的页尾：网站地图栏目及版权声明，用于在其他页面以外检查页尾。',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'selection.otherSpecify': 'Outra (especifique)',
  'site.name': 'Autoridade Monetária de Macau',
  'site.shortName': 'AMCM',
  'site.settings.changedMeanwhile': 'Outra pessoa alterou as definições do sítio depois de as ter aberto. Recarregue a página para ver as alterações dessa pessoa e volte a fazer as suas.',
  'site.settings.grayWindowOrder': 'O fim tem de ser posterior ao início.',
  'site.settings.httpsUrl': 'Introduza um endereço completo começado por https://',
  'site.settings.oneLanguage': 'Escolha pelo menos uma língua.',
  'site.menu.slugFormat': 'Use apenas letras minúsculas, algarismos e hífenes, começando por uma letra ou algarismo.',
  'site.menu.traditionalTitle': 'Introduza o título em chinês tradicional.',
  'site.menu.urlFormat': 'Introduza um endereço completo começado por https:// ou http://',
  'site.menu.pathTaken': 'Outra página já tem o caminho {path}.',
  'site.menu.loop': 'Um item não pode ser movido para debaixo de si próprio nem de uma das suas subpáginas.',
  'site.menu.noMove': 'O item não pode ir mais longe nesse sentido.',
  'site.menu.changedMeanwhile': 'Outra pessoa alterou este item depois de o ter aberto. Recarregue-o para ver as alterações dessa pessoa e volte a fazer as suas.',
  'site.menu.removePublished': 'Só um publicador pode remover uma página que está no sítio.',
  'site.menu.hasChildren': 'Mova ou remova primeiro as suas subpáginas.',
  'site.links.unknownPath': 'Indique o caminho de uma página do menu do sítio (por exemplo about-us/contact-us) ou um endereço completo começado por https://',
  'site.links.taken': 'Este menu já tem uma ligação para aí.',
  'site.links.tooDeep': 'Este menu não tem um nível abaixo desse.',
  'site.review.stale': 'Outra pessoa guardou a versão {current} depois de ter aberto este texto. Recarregue-o para ver as alterações e volte a fazer as suas.',
  'site.review.fourEyes': 'Outra pessoa tem de aprovar: escreveu-o ou submeteu-o.',
  'site.review.reasonRequired': 'Indique o motivo de publicar sem segunda revisão.',
  'site.review.notSubmitted': 'Este texto não está à espera de revisão.',
  'site.review.noText': 'Escreva pelo menos uma língua antes de submeter.',
  'site.review.past': 'Escolha um minuto que ainda esteja para vir.',
  'site.review.notPublished': 'Esta língua não está no sítio.',
  'site.review.noVersion': 'A página não tem essa versão.',
  'site.review.noPreview': 'As pré-visualizações não estão configuradas neste servidor.',
  'site.notice.oneLanguage': 'Escreva o texto em pelo menos uma língua.',
  'site.skipToContent': 'Saltar para o conteúdo principal',
  'site.home': 'Página inicial',
  'site.copyright': '© {year} Autoridade Monetária de Macau. Todos os direitos reservados.',
  'site.mainNavigation': 'Navegação principal',
  'site.footerNavigation': 'Mapa do sítio',
  'site.languages': 'Línguas',
  'site.lastRevised': 'Última revisão: {date}',
  'site.notFoundTitle': 'Página não encontrada',
  'site.notFoundBody': 'A página que procura não existe ou foi removida.',
  'site.backHome': 'Voltar à página inicial',
  'site.underConstructionTitle': 'Em construção',
  'site.underConstructionBody': 'Esta página está a ser preparada e estará disponível em breve.',
  'site.sectionContents': 'Nesta secção',
  'site.opensInNewWindow': '(abre numa nova janela)',
  'site.ptPartial': 'Alguns conteúdos desta página só estão disponíveis em chinês e inglês.',
  'site.previewBanner': 'Pré-visualização: esta versão não está publicada.',
  'site.search': 'Pesquisar',
  'site.searchPlaceholder': 'Pesquisar',
  'shell.phone': 'Telefone',
  'shell.email': 'Correio electrónico',
  'shell.facebook': 'Facebook',
  'shell.wechat': 'WeChat',
  'shell.wechatTitle': 'Conta oficial no WeChat',
  'shell.wechatSearch': 'Procure «{name}» no WeChat e siga a conta.',
  'shell.wechatScan': 'Ou leia este código QR com o WeChat:',
  'shell.qrCode': 'Código QR da conta oficial no WeChat',
  'shell.close': 'Fechar',
  'shell.searchLabel': 'Pesquisar no sítio',
  'shell.searchEmpty': 'Introduza um termo de pesquisa.',
  'shell.menu': 'Menu',
  'shell.submenu': '{title}: submenu',
  'shell.breadcrumb': 'Localização',
  'shell.noticeLabel': 'Aviso',
  'shell.dismissNotice': 'Fechar este aviso',
  'shell.backToTop': 'Voltar ao topo',
  'shell.articleTools': 'Ferramentas da página',
  'shell.fontSize': 'Tamanho do texto',
  'shell.fontSmall': 'Texto pequeno',
  'shell.fontMedium': 'Texto médio',
  'shell.fontLarge': 'Texto grande',
  'shell.print': 'Imprimir',
  'shell.showMore': 'Mostrar mais',
  'shell.showLess': 'Mostrar menos',
  'shell.cart': 'Carrinho de compras',
  'shell.cartItems': { one: '{count} artigo', other: '{count} artigos' },
  'shell.loading': 'A carregar…',
  'layoutTest.headerTitle': 'Página de teste do cabeçalho',
  'layoutTest.headerBody': 'Esta página mostra apenas o cabeçalho do sítio: a barra superior, o logótipo e o menu principal. Serve para verificar o cabeçalho fora das outras páginas.',
  'layoutTest.footerTitle': 'Página de teste do rodapé',
  'layoutTest.footerBody': 'Esta página mostra apenas o rodapé do sítio: as colunas do mapa do sítio e a linha de direitos de autor. Serve para verificar o rodapé fora das outras páginas.',
};

/** The site feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const siteText = defineCatalogue({ en, zhHant, zhHans, pt });
