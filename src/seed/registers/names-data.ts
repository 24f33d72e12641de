/**
 * Name material of the register generator: surnames common in Macao with the
 * Cantonese romanisation used on Macao identity cards, given-name characters,
 * Portuguese (Macanese) names, and invented trade names for firms and insurers
 * (no real company is named).
 */

/** [Chinese, romanisation]. */
export const SURNAMES: readonly (readonly [string, string])[] = [
  ['陳', 'CHAN'], ['黃', 'WONG'], ['李', 'LEI'], ['梁', 'LEONG'], ['張', 'CHEONG'], ['何', 'HO'], ['劉', 'LAO'],
  ['林', 'LAM'], ['吳', 'NG'], ['鄭', 'CHEANG'], ['蔡', 'CHOI'], ['郭', 'KUOK'], ['周', 'CHAO'], ['羅', 'LO'],
  ['譚', 'TAM'], ['麥', 'MAK'], ['趙', 'CHIO'], ['馮', 'FONG'], ['盧', 'LOU'], ['楊', 'IEONG'], ['區', 'AO'],
  ['葉', 'IP'], ['潘', 'POON'], ['蕭', 'SIO'], ['鍾', 'CHONG'], ['曾', 'CHANG'], ['彭', 'PANG'], ['許', 'HOI'],
  ['余', 'U'], ['謝', 'CHE'], ['鄧', 'TANG'], ['高', 'KOU'], ['胡', 'WU'], ['甘', 'KAM'], ['關', 'KUAN'],
  ['歐陽', 'AU YEUNG'], ['司徒', 'SI TOU'], ['馬', 'MA'], ['朱', 'CHU'], ['孔', 'HONG'], ['袁', 'UN'], ['蘇', 'SOU'],
];

/** Relative frequency of the surnames above (the first ones are far more common). */
export const SURNAME_WEIGHTS: readonly number[] = SURNAMES.map((_, i) => (i < 6 ? 6 : i < 16 ? 3 : 1));

export const GIVEN: readonly (readonly [string, string])[] = [
  ['偉', 'WAI'], ['明', 'MENG'], ['華', 'WA'], ['文', 'MAN'], ['國', 'KUOK'], ['強', 'KEONG'], ['志', 'CHI'],
  ['家', 'KA'], ['嘉', 'KA'], ['俊', 'CHON'], ['傑', 'KIT'], ['健', 'KIN'], ['榮', 'WENG'], ['輝', 'FAI'],
  ['德', 'TAK'], ['永', 'WENG'], ['海', 'HOI'], ['寶', 'POU'], ['美', 'MEI'], ['麗', 'LAI'], ['玲', 'LENG'],
  ['敏', 'MAN'], ['慧', 'WAI'], ['婷', 'TENG'], ['詠', 'WENG'], ['欣', 'IAN'], ['穎', 'WENG'], ['怡', 'I'],
  ['芷', 'CHI'], ['雅', 'NGA'], ['琪', 'KEI'], ['霞', 'HA'], ['燕', 'IN'], ['鳳', 'FONG'], ['秀', 'SAO'],
  ['珊', 'SAN'], ['子', 'CHI'], ['浩', 'HOU'], ['宇', 'U'], ['晴', 'CHENG'], ['思', 'SI'], ['樂', 'LOK'],
  ['詩', 'SI'], ['卓', 'CHEOK'], ['鴻', 'HONG'], ['錦', 'KAM'], ['新', 'SAN'], ['達', 'TAT'], ['寧', 'NENG'],
  ['曉', 'HIO'], ['軒', 'HIN'], ['諾', 'NOK'], ['希', 'HEI'], ['天', 'TIN'], ['佩', 'PUI'], ['淑', 'SOK'],
  ['瑩', 'IENG'], ['潔', 'KIT'], ['澤', 'CHAK'], ['鋒', 'FONG'], ['龍', 'LONG'], ['綺', 'I'], ['蔚', 'VAI'],
];

export const ENGLISH_GIVEN: readonly string[] = [
  'Peter', 'Kelvin', 'Ivan', 'Sandy', 'Cherry', 'Vincent', 'Jacky', 'Winnie', 'Carmen', 'Eric', 'Fiona', 'Alan',
  'Joyce', 'Kenny', 'Iris', 'Terence', 'Vivian', 'Raymond', 'Jenny', 'Derek', 'Cindy', 'Wilson', 'Mandy', 'Tony',
];

export const PT_FIRST: readonly string[] = [
  'Maria', 'Ana', 'Joana', 'Isabel', 'Teresa', 'Rita', 'Sofia', 'Catarina', 'José', 'João', 'António', 'Manuel',
  'Francisco', 'Luís', 'Pedro', 'Miguel', 'Rui', 'Nuno', 'Carlos', 'Conceição',
];
export const PT_MIDDLE: readonly string[] = ['da Conceição', 'de Fátima', 'Filipe', 'Manuel', 'Xavier', 'do Rosário', 'Inês', 'Paulo'];
export const PT_SURNAMES: readonly string[] = [
  'Rodrigues', 'Gonçalves', 'Fernandes', 'da Silva', 'dos Santos', 'Pereira', 'Sousa', 'Ribeiro', 'Noronha',
  'Senna Fernandes', 'Jorge', 'Rosário', 'Marques', 'Baptista', 'Carion', 'Ozório', 'Lopes', 'Airosa', 'Remédios',
];

/** Invented trade names: [Chinese, Cantonese romanisation]. */
export const TRADE_NAMES: readonly (readonly [string, string])[] = [
  ['恒信', 'Hang Seon'], ['安泰', 'On Tai'], ['永利達', 'Weng Lei Tat'], ['宏基', 'Wang Kei'], ['嘉寶', 'Ka Pou'],
  ['金城', 'Kam Seng'], ['濠江', 'Hou Kong'], ['南灣', 'Nam Van'], ['東望洋', 'Guia'], ['澳華', 'Ou Wa'],
  ['信達', 'Son Tat'], ['卓越', 'Cheok Ut'], ['康寧', 'Hong Neng'], ['盛達', 'Seng Tat'], ['中葡', 'Sino-Luso'],
  ['大三巴', 'Tai Sam Pa'], ['港澳', 'Kong Ou'], ['珠光', 'Chu Kuong'], ['華興', 'Wa Heng'], ['聯邦', 'Lun Pong'],
  ['協和', 'Hip Wo'], ['瑞安', 'Soi On'], ['冠輝', 'Kun Fai'], ['萬通', 'Man Tong'], ['鴻運', 'Hong Wan'],
  ['添福', 'Tim Fok'], ['長樂', 'Cheong Lok'], ['氹仔', 'Taipa'], ['路環', 'Coloane'], ['蓮峰', 'Lin Fong'],
  ['海星', 'Hoi Seng'], ['明德', 'Meng Tak'], ['富嘉', 'Fu Ka'], ['信和', 'Son Wo'], ['亞洲聯合', 'Asia United'],
  ['環球', 'Global Harbour'], ['保安', 'Pou On'], ['德信', 'Tak Seon'], ['雅誠', 'Nga Seng'], ['永安居', 'Weng On Kui'],
];

/** Invented insurers and pension fund managers of Macao. */
export const INSURERS: readonly { code: string; kind: 'life' | 'general' | 'pension'; nameZh: string; name: string }[] = [
  { code: 'L01', kind: 'life', nameZh: '海港人壽保險（澳門）股份有限公司', name: 'Harbour Life Assurance (Macau) Limited' },
  { code: 'L02', kind: 'life', nameZh: '南灣人壽保險股份有限公司', name: 'Nam Van Life Insurance Company Limited' },
  { code: 'L03', kind: 'life', nameZh: '濠江人壽保險（澳門分公司）', name: 'Hou Kong Life Insurance (Macau Branch)' },
  { code: 'L04', kind: 'life', nameZh: '澳華人壽保險股份有限公司', name: 'Ou Wa Life Insurance Company Limited' },
  { code: 'L05', kind: 'life', nameZh: '長樂人壽保險（澳門分公司）', name: 'Cheong Lok Life Assurance (Macau Branch)' },
  { code: 'L06', kind: 'life', nameZh: '安泰人壽保險股份有限公司', name: 'Companhia de Seguros de Vida On Tai, S.A.' },
  { code: 'L07', kind: 'life', nameZh: '恒信人壽保險（澳門分公司）', name: 'Hang Seon Life Insurance (Macau Branch)' },
  { code: 'L08', kind: 'life', nameZh: '冠輝人壽保險（百慕達）有限公司澳門分公司', name: 'Kun Fai Life Insurance (Bermuda) Limited, Macau Branch' },
  { code: 'L09', kind: 'life', nameZh: '嘉寶人壽保險股份有限公司', name: 'Ka Pou Life Insurance Company Limited' },
  { code: 'L10', kind: 'life', nameZh: '蓮峰人壽保險（澳門分公司）', name: 'Lin Fong Life Assurance (Macau Branch)' },
  { code: 'G01', kind: 'general', nameZh: '中葡保險股份有限公司', name: 'Companhia de Seguros Sino-Luso, S.A.' },
  { code: 'G02', kind: 'general', nameZh: '東望洋保險股份有限公司', name: 'Guia Insurance Company Limited' },
  { code: 'G03', kind: 'general', nameZh: '大三巴保險股份有限公司', name: 'Tai Sam Pa General Insurance Company Limited' },
  { code: 'G04', kind: 'general', nameZh: '港澳產物保險（澳門分公司）', name: 'Kong Ou Property Insurance (Macau Branch)' },
  { code: 'G05', kind: 'general', nameZh: '珠光保險股份有限公司', name: 'Chu Kuong Insurance Company Limited' },
  { code: 'G06', kind: 'general', nameZh: '華興保險（澳門）股份有限公司', name: 'Wa Heng Insurance (Macau) Company Limited' },
  { code: 'G07', kind: 'general', nameZh: '聯邦保險（澳門分公司）', name: 'Lun Pong General Insurance (Macau Branch)' },
  { code: 'G08', kind: 'general', nameZh: '協和保險股份有限公司', name: 'Companhia de Seguros Hip Wo, S.A.' },
  { code: 'G09', kind: 'general', nameZh: '瑞安產物保險股份有限公司', name: 'Soi On Property and Casualty Insurance Company Limited' },
  { code: 'G10', kind: 'general', nameZh: '萬通保險（澳門分公司）', name: 'Man Tong Insurance (Macau Branch)' },
  { code: 'G11', kind: 'general', nameZh: '鴻運信用保險股份有限公司', name: 'Hong Wan Credit Insurance Company Limited' },
  { code: 'G12', kind: 'general', nameZh: '海星保險股份有限公司', name: 'Hoi Seng Insurance Company Limited' },
  { code: 'P01', kind: 'pension', nameZh: '南灣退休基金管理股份有限公司', name: 'Nam Van Pension Fund Management Company Limited' },
  { code: 'P02', kind: 'pension', nameZh: '濠江退休基金管理股份有限公司', name: 'Sociedade Gestora de Fundos de Pensões Hou Kong, S.A.' },
  { code: 'P03', kind: 'pension', nameZh: '海港退休金管理（澳門）有限公司', name: 'Harbour Pension Management (Macau) Limited' },
];

export { CANCEL_REASONS, type CancelReason } from '#src/features/registers/contract.ts';
