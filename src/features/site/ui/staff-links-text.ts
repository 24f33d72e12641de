/** Text of the footer and quick-link menus' screens (staff-links.tsx), in the three staff languages. */
import type { ScreenText } from '#src/features/staff/ui/screens.ts';

const en = {
  'staff.links.hint': 'The footer’s columns and links, and the quick links of the home page. A change is on the site at once. Move links with the buttons beside them.',
  'staff.links.menu.footer': 'Footer',
  'staff.links.menu.quick-links': 'Quick links (home page)',
  'staff.links.menuHint.footer': 'Each column heads with a link and lists its own links below it.',
  'staff.links.menuHint.quick-links': 'Shortcuts shown on the home page, in this order.',
  'staff.links.add.footer': 'Add a footer column',
  'staff.links.add.quick-links': 'Add a quick link',
  'staff.links.addUnder': 'Add a link to this column',
  'staff.links.addUnderOf': 'Add a link to the column %{title}',
  'staff.links.move.upOf': 'Move %{title} up',
  'staff.links.move.downOf': 'Move %{title} down',
  'staff.links.move.indentOf': 'Move %{title} into the column above',
  'staff.links.move.outdentOf': 'Move %{title} out of its column',
  'staff.links.moved': '%{title} moved.',
  'staff.links.broken': 'no page of the site has this path now',
  'staff.links.newWindow': 'opens in a new window',
  'staff.links.titleIn': 'Title (%{lang})',
  'staff.links.linkHint': 'The path of a page of the site, as in its address without the language (about-us/contact-us), or a full address beginning with https://',
  'staff.links.newUnder': 'The new link goes at the end of the column you chose.',
  'staff.links.newEnd': 'The new link goes at the end of the menu.',
  'staff.links.back': 'Back to the footer and quick links',
  'site.links.unknownPath': 'Enter the path of a page in the site’s menu (such as about-us/contact-us) or a full address beginning with https://',
  resources: {
    'menu-links': {
      name: 'Footer and quick links |||| Footer and quick links',
      fields: { link: 'Leads to', showInMenu: 'Shown on the site', newWindow: 'Opens in a new window' },
    },
  },
};

const zhHant: typeof en = {
  'staff.links.hint': '頁尾的欄目及連結，以及首頁的快速連結。修改即時在網站生效。以旁邊的按鈕移動連結。',
  'staff.links.menu.footer': '頁尾',
  'staff.links.menu.quick-links': '快速連結（首頁）',
  'staff.links.menuHint.footer': '每一欄以一個連結為標題，其下列出該欄的連結。',
  'staff.links.menuHint.quick-links': '依此順序顯示於首頁的捷徑。',
  'staff.links.add.footer': '新增頁尾欄目',
  'staff.links.add.quick-links': '新增快速連結',
  'staff.links.addUnder': '在此欄新增連結',
  'staff.links.addUnderOf': '在欄目 %{title} 新增連結',
  'staff.links.move.upOf': '將 %{title} 上移',
  'staff.links.move.downOf': '將 %{title} 下移',
  'staff.links.move.indentOf': '將 %{title} 移入上方的欄目',
  'staff.links.move.outdentOf': '將 %{title} 移出其欄目',
  'staff.links.moved': '已移動 %{title}。',
  'staff.links.broken': '網站現時沒有此路徑的頁面',
  'staff.links.newWindow': '在新視窗開啟',
  'staff.links.titleIn': '標題（%{lang}）',
  'staff.links.linkHint': '網站頁面的路徑，即網址中語言之後的部分（about-us/contact-us），或以 https:// 開頭的完整網址',
  'staff.links.newUnder': '新連結會加在所選欄目的最後。',
  'staff.links.newEnd': '新連結會加在選單的最後。',
  'staff.links.back': '返回頁尾及快速連結',
  'site.links.unknownPath': '請輸入網站選單中頁面的路徑（例如 about-us/contact-us），或以 https:// 開頭的完整網址',
  resources: {
    'menu-links': {
      name: '頁尾及快速連結 |||| 頁尾及快速連結',
      fields: { link: '連結至', showInMenu: '在網站顯示', newWindow: '在新視窗開啟' },
    },
  },
};

const pt: typeof en = {
  'staff.links.hint': 'As colunas e ligações do rodapé e as ligações rápidas da página inicial. Uma alteração entra no sítio de imediato. Mova as ligações com os botões ao lado.',
  'staff.links.menu.footer': 'Rodapé',
  'staff.links.menu.quick-links': 'Ligações rápidas (página inicial)',
  'staff.links.menuHint.footer': 'Cada coluna tem uma ligação como título e lista por baixo as suas ligações.',
  'staff.links.menuHint.quick-links': 'Atalhos mostrados na página inicial, por esta ordem.',
  'staff.links.add.footer': 'Acrescentar uma coluna ao rodapé',
  'staff.links.add.quick-links': 'Acrescentar uma ligação rápida',
  'staff.links.addUnder': 'Acrescentar uma ligação a esta coluna',
  'staff.links.addUnderOf': 'Acrescentar uma ligação à coluna %{title}',
  'staff.links.move.upOf': 'Subir %{title}',
  'staff.links.move.downOf': 'Descer %{title}',
  'staff.links.move.indentOf': 'Passar %{title} para a coluna acima',
  'staff.links.move.outdentOf': 'Tirar %{title} da sua coluna',
  'staff.links.moved': '%{title} foi movido.',
  'staff.links.broken': 'nenhuma página do sítio tem agora este caminho',
  'staff.links.newWindow': 'abre numa nova janela',
  'staff.links.titleIn': 'Título (%{lang})',
  'staff.links.linkHint': 'O caminho de uma página do sítio, como no seu endereço sem a língua (about-us/contact-us), ou um endereço completo começado por https://',
  'staff.links.newUnder': 'A nova ligação fica no fim da coluna escolhida.',
  'staff.links.newEnd': 'A nova ligação fica no fim do menu.',
  'staff.links.back': 'Voltar ao rodapé e às ligações rápidas',
  'site.links.unknownPath': 'Indique o caminho de uma página do menu do sítio (por exemplo about-us/contact-us) ou um endereço completo começado por https://',
  resources: {
    'menu-links': {
      name: 'Rodapé e ligações rápidas |||| Rodapé e ligações rápidas',
      fields: { link: 'Leva a', showInMenu: 'Mostrado no sítio', newWindow: 'Abre numa nova janela' },
    },
  },
};

export const LINKS_TEXT: ScreenText = { en, 'zh-hant': zhHant, pt };
