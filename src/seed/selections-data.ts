/**
 * Option lists of the forms (SPEC §3 Country area, Occupation). Country areas
 * carry their dialling code in `region`; the occupation list gets its
 * "other (please specify)" choice from the selection service, not from here.
 */
import type { SelectionType } from '#src/features/site/contract.ts';
import { tx, type Texts } from './types.ts';

export interface OptionSpec {
  code: string;
  title: Texts;
  extra?: Record<string, string>;
}

function area(code: string, region: string, zhHant: string, en: string, pt: string): OptionSpec {
  return { code, title: tx(zhHant, en, pt), extra: { region } };
}

/** Macao and its closest partners first, then the rest of the world by region. */
const COUNTRY_AREAS: OptionSpec[] = [
  area('MO', '853', '中國澳門', 'Macao, China', 'Macau, China'),
  area('HK', '852', '中國香港', 'Hong Kong, China', 'Hong Kong, China'),
  area('CN', '86', '中國內地', 'Mainland China', 'China Continental'),
  area('TW', '886', '中國台灣', 'Taiwan, China', 'Taiwan, China'),
  area('PT', '351', '葡萄牙', 'Portugal', 'Portugal'),
  area('BR', '55', '巴西', 'Brazil', 'Brasil'),
  area('AO', '244', '安哥拉', 'Angola', 'Angola'),
  area('MZ', '258', '莫桑比克', 'Mozambique', 'Moçambique'),
  area('CV', '238', '佛得角', 'Cape Verde', 'Cabo Verde'),
  area('GW', '245', '幾內亞比紹', 'Guinea-Bissau', 'Guiné-Bissau'),
  area('ST', '239', '聖多美和普林西比', 'São Tomé and Príncipe', 'São Tomé e Príncipe'),
  area('TL', '670', '東帝汶', 'Timor-Leste', 'Timor-Leste'),
  area('JP', '81', '日本', 'Japan', 'Japão'),
  area('KR', '82', '韓國', 'Republic of Korea', 'República da Coreia'),
  area('SG', '65', '新加坡', 'Singapore', 'Singapura'),
  area('MY', '60', '馬來西亞', 'Malaysia', 'Malásia'),
  area('TH', '66', '泰國', 'Thailand', 'Tailândia'),
  area('PH', '63', '菲律賓', 'Philippines', 'Filipinas'),
  area('ID', '62', '印度尼西亞', 'Indonesia', 'Indonésia'),
  area('VN', '84', '越南', 'Viet Nam', 'Vietname'),
  area('KH', '855', '柬埔寨', 'Cambodia', 'Camboja'),
  area('IN', '91', '印度', 'India', 'Índia'),
  area('AE', '971', '阿拉伯聯合酋長國', 'United Arab Emirates', 'Emirados Árabes Unidos'),
  area('AU', '61', '澳洲', 'Australia', 'Austrália'),
  area('NZ', '64', '新西蘭', 'New Zealand', 'Nova Zelândia'),
  area('GB', '44', '英國', 'United Kingdom', 'Reino Unido'),
  area('FR', '33', '法國', 'France', 'França'),
  area('DE', '49', '德國', 'Germany', 'Alemanha'),
  area('IT', '39', '意大利', 'Italy', 'Itália'),
  area('ES', '34', '西班牙', 'Spain', 'Espanha'),
  area('NL', '31', '荷蘭', 'Netherlands', 'Países Baixos'),
  area('BE', '32', '比利時', 'Belgium', 'Bélgica'),
  area('LU', '352', '盧森堡', 'Luxembourg', 'Luxemburgo'),
  area('IE', '353', '愛爾蘭', 'Ireland', 'Irlanda'),
  area('CH', '41', '瑞士', 'Switzerland', 'Suíça'),
  area('RU', '7', '俄羅斯', 'Russian Federation', 'Federação da Rússia'),
  area('US', '1', '美國', 'United States', 'Estados Unidos'),
  area('CA', '1', '加拿大', 'Canada', 'Canadá'),
  area('MX', '52', '墨西哥', 'Mexico', 'México'),
  area('ZA', '27', '南非', 'South Africa', 'África do Sul'),
];

const OCCUPATIONS: OptionSpec[] = [
  { code: 'civil-servant', title: tx('公務人員', 'Civil servant', 'Trabalhador da função pública') },
  { code: 'banking-employee', title: tx('銀行從業員', 'Banking employee', 'Empregado bancário') },
  { code: 'insurance-practitioner', title: tx('保險從業員', 'Insurance practitioner', 'Profissional de seguros') },
  { code: 'financial-professional', title: tx('其他金融業從業員', 'Other financial sector employee', 'Outro profissional do sector financeiro') },
  { code: 'accountant-lawyer', title: tx('會計或法律專業人士', 'Accountant or legal professional', 'Contabilista ou jurista') },
  { code: 'academic', title: tx('教育及研究人員', 'Teacher or researcher', 'Docente ou investigador') },
  { code: 'student', title: tx('學生', 'Student', 'Estudante') },
  { code: 'media', title: tx('傳媒工作者', 'Media professional', 'Profissional da comunicação social') },
  { code: 'business-owner', title: tx('企業東主', 'Business owner', 'Empresário') },
  { code: 'self-employed', title: tx('自僱人士', 'Self-employed', 'Trabalhador por conta própria') },
  { code: 'homemaker', title: tx('料理家務者', 'Homemaker', 'Doméstico') },
  { code: 'retired', title: tx('退休人士', 'Retired', 'Reformado') },
];

export const SELECTION_OPTIONS: Readonly<Record<SelectionType, readonly OptionSpec[]>> = {
  country_area: COUNTRY_AREAS,
  occupation: OCCUPATIONS,
};
