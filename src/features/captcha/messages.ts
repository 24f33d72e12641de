/**
 * The interface text of the captcha feature, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Label of the verification code input (captcha field island) and heading of the captcha test page. */
  'captcha.label': 'Verification code',
  /** Hint under the verification code label; {count} is the number of digits of the code. */
  'captcha.hint': 'Type the {count} digits shown in the picture, or listen to them.',
  /** Alternative text of the verification code picture. */
  'captcha.imageAlt': 'Verification code picture',
  /** Captcha field button that loads another code. */
  'captcha.refresh': 'Show another code',
  /** Captcha field button that reads the code out loud. */
  'captcha.playAudio': 'Listen to the code',
  /** Verification code field (captcha), under the picture and sound (WCAG 2.2 SC 3.3.8: another way for people who can use neither): “Cannot see the picture or hear the code? Call or e-mail us (contact details at the top of every page) and our staff will help you.” */
  'captcha.help': 'Cannot see the picture or hear the code? Call or e-mail us (contact details at the top of every page) and our staff will help you.',
  /** Placeholder in the captcha picture area while a code loads. */
  'captcha.loading': 'Loading a new code…',
  /** Captcha field error when no code could be loaded. */
  'captcha.loadFailed': 'The verification code could not be loaded. Please try again.',
  /** Screen reader announcement after a new code is shown. */
  'captcha.newCode': 'A new code is shown.',
  /** Captcha field error when the form is submitted without a code. */
  'captcha.missing': 'Please enter the verification code.',
  /** Screen reader announcement while the code is checked. */
  'captcha.verifying': 'Checking the code…',
  /** Submit button of the captcha test form (test page only). */
  'captcha.submit': 'Verify',
  /** Status of the captcha test form after a right code (test page only). */
  'captcha.verified': 'Code accepted.',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'captcha.label': '驗證碼',
  'captcha.hint': '請輸入圖中的 {count} 位數字，或收聽語音。',
  'captcha.imageAlt': '驗證碼圖片',
  'captcha.refresh': '換一個驗證碼',
  'captcha.playAudio': '收聽驗證碼',
  'captcha.help': '無法看到圖片或聽到驗證碼？請致電或電郵本局（聯絡資料見每頁頂部），職員會協助您。',
  'captcha.loading': '正在載入新的驗證碼…',
  'captcha.loadFailed': '驗證碼載入失敗，請重試。',
  'captcha.newCode': '已顯示新的驗證碼。',
  'captcha.missing': '請輸入驗證碼。',
  'captcha.verifying': '正在核對驗證碼…',
  'captcha.submit': '驗證',
  'captcha.verified': '驗證碼正確。',
};

export const zhHans: Translations<typeof en> = {
  'captcha.label': '验证码',
  'captcha.hint': '请输入图中的 {count} 位数字，或收听语音。',
  'captcha.imageAlt': '验证码图片',
  'captcha.refresh': '换一个验证码',
  'captcha.playAudio': '收听验证码',
  'captcha.help': '无法看到图片或听到验证码？请致电或电邮本局（联络资料见每页顶部），职员会协助您。',
  'captcha.loading': '正在加载新的验证码…',
  'captcha.loadFailed': '验证码加载失败，请重试。',
  'captcha.newCode': '已显示新的验证码。',
  'captcha.missing': '请输入验证码。',
  'captcha.verifying': '正在核对验证码…',
  'captcha.submit': '验证',
  'captcha.verified': '验证码正确。',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'captcha.label': 'Código de verificação',
  'captcha.hint': 'Escreva os {count} algarismos da imagem ou ouça-os.',
  'captcha.imageAlt': 'Imagem do código de verificação',
  'captcha.refresh': 'Mostrar outro código',
  'captcha.playAudio': 'Ouvir o código',
  'captcha.help': 'Não consegue ver a imagem nem ouvir o código? Telefone-nos ou envie-nos um e-mail (contactos no topo de cada página) e os nossos funcionários ajudam.',
  'captcha.loading': 'A carregar um novo código…',
  'captcha.loadFailed': 'Não foi possível carregar o código de verificação. Tente novamente.',
  'captcha.newCode': 'É apresentado um novo código.',
  'captcha.missing': 'Introduza o código de verificação.',
  'captcha.verifying': 'A verificar o código…',
  'captcha.submit': 'Verificar',
  'captcha.verified': 'Código aceite.',
};

/** The captcha feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const captchaText = defineCatalogue({ en, zhHant, zhHans, pt });
