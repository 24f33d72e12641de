/**
 * The server's text of the staff shell: errors of the staff API and the e-mails it
 * sends. `en` is the source; the back office is offered in zh-hant, en and pt (issue
 * 32), and a caller asking in zh-hans gets simplified characters of the same text.
 * The screens' own text is the back office's catalogue (ui/i18n.ts).
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Sign-in refused: the same words for an unknown e-mail address and a wrong password. */
  'staff.signIn.failed': 'The e-mail address or the password is not right.',
  /** Sign-in refused after too many failures; {minutes} is a whole number. */
  'staff.signIn.locked': 'Too many failed attempts. Try again in {minutes} minutes.',
  /** The authenticator or recovery code was refused. */
  'staff.code.failed': 'That code is not right or has expired. Enter the code your app shows now.',
  /** The second sign-in step came without a pending first step (expired, or another browser). */
  'staff.code.noPending': 'Your sign-in has expired. Start again with your e-mail address and password.',
  /** Password rule (NIST SP 800-63B): length; {min} is 12. */
  'staff.password.tooShort': 'Use at least {min} characters.',
  'staff.password.tooLong': 'Use at most {max} characters.',
  /** Password rule: found in the shipped list of common and breached passwords. */
  'staff.password.common': 'This password is too common or has appeared in a data breach. Choose another.',
  /** Password rule: made of the person's e-mail name, the authority's name or one repeated pattern. */
  'staff.password.guessable': 'This password is too easy to guess from your e-mail address or our name, or repeats one pattern. Choose another.',
  /** Changing the password or the second factor: the current password typed is wrong. */
  'staff.password.wrong': 'Your current password is not right.',
  /** A setup, invitation or reset link that is unknown, used or expired. */
  'staff.link.invalid': 'This link is no longer valid. Ask an administrator for a new one.',
  /** Creating or inviting an account for an address that already has one. */
  'staff.email.taken': 'There is already a staff account with this e-mail address.',
  /** A staff call made before the second factor is set up. */
  'staff.enrolFirst': 'Set up your second factor first.',
  /** A staff write without the session's form token (CSRF). */
  'staff.csrf': 'This page is out of date. Reload it and try again.',
  /** Removing one's own administrator role or account. */
  'staff.self.keepAdmin': 'You cannot take the administrator role from your own account.',
  /** Invitation e-mail: subject. */
  'staff.mail.invite.subject': 'Your account for the AMCM website back office',
  /** Invitation e-mail; {name} is the invited person's name, {inviter} the administrator's. */
  'staff.mail.invite.body': 'Dear {name}, {inviter} has invited you to the back office of the Monetary Authority of Macao website. Follow the link to choose your password and set up your second factor. The link works once, for 72 hours.',
  'staff.mail.invite.link': 'Create my account',
  /** Password reset e-mail. */
  'staff.mail.reset.subject': 'Reset your password for the AMCM website back office',
  'staff.mail.reset.body': 'Someone, perhaps you, asked to reset the password of your back office account. Follow the link to choose a new one; it works once, for 1 hour. If you did not ask, ignore this message: your password stays as it is.',
  'staff.mail.reset.link': 'Choose a new password',
  'staff.mail.footer': 'If you did not expect this message, tell the AMCM website administrators.',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'staff.signIn.failed': '電郵地址或密碼不正確。',
  'staff.signIn.locked': '失敗次數過多，請於 {minutes} 分鐘後再試。',
  'staff.code.failed': '驗證碼不正確或已過期，請輸入應用程式現時顯示的驗證碼。',
  'staff.code.noPending': '登入已逾時，請重新輸入電郵地址及密碼。',
  'staff.password.tooShort': '最少須 {min} 個字元。',
  'staff.password.tooLong': '最多 {max} 個字元。',
  'staff.password.common': '此密碼過於常見或曾於資料外洩中出現，請另選一個。',
  'staff.password.guessable': '此密碼容易從您的電郵地址或本局名稱推測，或只重複同一模式，請另選一個。',
  'staff.password.wrong': '目前密碼不正確。',
  'staff.link.invalid': '此連結已失效，請向系統管理員索取新連結。',
  'staff.email.taken': '此電郵地址已有職員帳戶。',
  'staff.enrolFirst': '請先設定第二重驗證。',
  'staff.csrf': '此頁面已過時，請重新載入後再試。',
  'staff.self.keepAdmin': '不能移除您自己帳戶的系統管理員角色。',
  'staff.mail.invite.subject': '您的澳門金融管理局網站後台帳戶',
  'staff.mail.invite.body': '{name}您好：{inviter}邀請您使用澳門金融管理局網站後台。請按連結設定密碼及第二重驗證。連結只可使用一次，有效期為 72 小時。',
  'staff.mail.invite.link': '建立我的帳戶',
  'staff.mail.reset.subject': '重設澳門金融管理局網站後台密碼',
  'staff.mail.reset.body': '有人（可能是您）要求重設您後台帳戶的密碼。請按連結設定新密碼；連結只可使用一次，有效期為 1 小時。如非您本人提出，請忽略本郵件，您的密碼不會改變。',
  'staff.mail.reset.link': '設定新密碼',
  'staff.mail.footer': '如您並無預期收到本郵件，請通知本局網站系統管理員。',
};

export const zhHans: Translations<typeof en> = {
  'staff.signIn.failed': '电邮地址或密码不正确。',
  'staff.signIn.locked': '失败次数过多，请于 {minutes} 分钟后再试。',
  'staff.code.failed': '验证码不正确或已过期，请输入应用程序现时显示的验证码。',
  'staff.code.noPending': '登录已逾时，请重新输入电邮地址及密码。',
  'staff.password.tooShort': '最少须 {min} 个字符。',
  'staff.password.tooLong': '最多 {max} 个字符。',
  'staff.password.common': '此密码过于常见或曾于资料外泄中出现，请另选一个。',
  'staff.password.guessable': '此密码容易从您的电邮地址或本局名称推测，或只重复同一模式，请另选一个。',
  'staff.password.wrong': '目前密码不正确。',
  'staff.link.invalid': '此链接已失效，请向系统管理员索取新链接。',
  'staff.email.taken': '此电邮地址已有职员账户。',
  'staff.enrolFirst': '请先设定第二重验证。',
  'staff.csrf': '此页面已过时，请重新加载后再试。',
  'staff.self.keepAdmin': '不能移除您自己账户的系统管理员角色。',
  'staff.mail.invite.subject': '您的澳门金融管理局网站后台账户',
  'staff.mail.invite.body': '{name}您好：{inviter}邀请您使用澳门金融管理局网站后台。请按链接设定密码及第二重验证。链接只可使用一次，有效期为 72 小时。',
  'staff.mail.invite.link': '建立我的账户',
  'staff.mail.reset.subject': '重设澳门金融管理局网站后台密码',
  'staff.mail.reset.body': '有人（可能是您）要求重设您后台账户的密码。请按链接设定新密码；链接只可使用一次，有效期为 1 小时。如非您本人提出，请忽略本邮件，您的密码不会改变。',
  'staff.mail.reset.link': '设定新密码',
  'staff.mail.footer': '如您并无预期收到本邮件，请通知本局网站系统管理员。',
};

export const pt: Partial<Translations<typeof en>> = {
  'staff.signIn.failed': 'O endereço de correio electrónico ou a palavra-passe não estão correctos.',
  'staff.signIn.locked': 'Demasiadas tentativas falhadas. Tente novamente dentro de {minutes} minutos.',
  'staff.code.failed': 'O código não está correcto ou expirou. Introduza o código que a aplicação mostra agora.',
  'staff.code.noPending': 'O início de sessão expirou. Comece de novo com o correio electrónico e a palavra-passe.',
  'staff.password.tooShort': 'Use pelo menos {min} caracteres.',
  'staff.password.tooLong': 'Use no máximo {max} caracteres.',
  'staff.password.common': 'Esta palavra-passe é demasiado comum ou apareceu numa fuga de dados. Escolha outra.',
  'staff.password.guessable': 'Esta palavra-passe é fácil de adivinhar a partir do seu correio electrónico ou do nosso nome, ou repete um padrão. Escolha outra.',
  'staff.password.wrong': 'A palavra-passe actual não está correcta.',
  'staff.link.invalid': 'Esta ligação já não é válida. Peça uma nova a um administrador.',
  'staff.email.taken': 'Já existe uma conta de pessoal com este endereço de correio electrónico.',
  'staff.enrolFirst': 'Configure primeiro o segundo factor.',
  'staff.csrf': 'Esta página está desactualizada. Recarregue-a e tente novamente.',
  'staff.self.keepAdmin': 'Não pode retirar o papel de administrador da sua própria conta.',
  'staff.mail.invite.subject': 'A sua conta na área reservada do sítio da AMCM',
  'staff.mail.invite.body': 'Caro(a) {name}, {inviter} convidou-o(a) para a área reservada do sítio da Autoridade Monetária de Macau. Siga a ligação para escolher a palavra-passe e configurar o segundo factor. A ligação funciona uma vez, durante 72 horas.',
  'staff.mail.invite.link': 'Criar a minha conta',
  'staff.mail.reset.subject': 'Redefinir a palavra-passe da área reservada do sítio da AMCM',
  'staff.mail.reset.body': 'Alguém, talvez o(a) próprio(a), pediu para redefinir a palavra-passe da sua conta. Siga a ligação para escolher uma nova; funciona uma vez, durante 1 hora. Se não foi o(a) próprio(a), ignore esta mensagem: a palavra-passe mantém-se.',
  'staff.mail.reset.link': 'Escolher nova palavra-passe',
  'staff.mail.footer': 'Se não esperava esta mensagem, informe os administradores do sítio da AMCM.',
};

/** The staff shell's catalogue (src/i18n/catalogue.ts). */
export const staffText = defineCatalogue({ en, zhHant, zhHans, pt });
