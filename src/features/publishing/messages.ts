/**
 * The server's text of the publishing workflow: why a call was refused. `en` is the
 * source; staff read the back office in zh-hant, en or pt, and a caller asking in
 * zh-hans gets simplified characters of the same text.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { Translations } from '#src/i18n/types.ts';

export const en = {
  /** A save or action made from a version that is no longer the newest. */
  'publishing.stale': 'Someone saved this item after you opened it. Your changes were not saved: compare them with the version now stored, then open it again.',
  /** Approving a language that is not waiting for review. */
  'publishing.notSubmitted': 'This language is not waiting for review.',
  /** Submitting or publishing a language the version has no text in. */
  'publishing.noText': 'This version has no text in this language.',
  /** The four-eyes rule: the author or submitter may not approve their own text. */
  'publishing.fourEyes': 'Another publisher must approve this text: you wrote or submitted it.',
  /** An administrator publishing their own text must say why. */
  'publishing.reasonRequired': 'You wrote or submitted this text. To publish it without a second person’s review, give the reason; it is kept in the audit log.',
  /** Unpublishing a language that is not on the site. */
  'publishing.notPublished': 'This language is not published.',
  /** A scheduled time in the past. */
  'publishing.past': 'Choose a time in the future, or publish now.',
  /** Restoring a version that does not exist. */
  'publishing.noVersion': 'There is no such version of this item.',
  /** Preview asked for while the server has no preview key. */
  'publishing.noPreview': 'Preview is not set up on this server (PREVIEW_KEY).',
  /** Making the simplified Chinese draft without traditional Chinese text. */
  'publishing.noTraditional': 'Write the traditional Chinese text first.',
  /** Deleting a media file that items still use; {items} lists them. */
  'publishing.media.inUse': 'This file is used by {items}. Remove it from them first.',
  /** Replacing a media file with one of another type; {type} is the type it must keep. */
  'publishing.media.sameType': 'A replacement must be of the same type as the file it replaces ({type}), so that its address stays the same.',
  /** Uploading a file that the library (or the site) already holds under this name. */
  'publishing.media.duplicate': 'The library already holds this file under this name.',
  /** An image over the size limit for images; {max} is in MB. */
  'publishing.media.imageTooLarge': 'An image may be at most {max} MB.',
  /** No file in the upload. */
  'publishing.media.noFile': 'Choose a file to upload.',
  /** A file chosen in the editor that is not in the media library. */
  'publishing.media.unknownFile': 'This file is not in the media library.',
  /** Module data that does not fit the module: a field is wrong. */
  'publishing.data.invalid': 'This value does not fit this kind of item.',
  /** A category of another module. */
  'publishing.category.wrongModule': 'Choose a category of this kind of item.',
  /** A slug another item of the module already has. */
  'publishing.slugTaken': 'Another item of this kind already has this slug.',
};

export const zhHant: Translations<typeof en> = {
  'publishing.stale': '您開啟此項目後，已有其他人儲存了新版本。您的修改未有儲存：請先與現存版本比較，然後重新開啟。',
  'publishing.notSubmitted': '此語言版本並非待審核狀態。',
  'publishing.noText': '此版本沒有該語言的內容。',
  'publishing.fourEyes': '此內容須由另一位發佈人審批：您是其撰寫人或提交人。',
  'publishing.reasonRequired': '此內容由您撰寫或提交。如不經第二人審核而發佈，請說明理由；理由將記錄於審計日誌。',
  'publishing.notPublished': '此語言版本尚未發佈。',
  'publishing.past': '請選擇將來的時間，或即時發佈。',
  'publishing.noVersion': '此項目沒有該版本。',
  'publishing.noPreview': '本伺服器未設定預覽（PREVIEW_KEY）。',
  'publishing.noTraditional': '請先撰寫繁體中文內容。',
  'publishing.media.inUse': '此檔案正被以下項目使用：{items}。請先從這些項目中移除。',
  'publishing.media.sameType': '替換檔案必須與原檔案類型相同（{type}），以保持其網址不變。',
  'publishing.media.duplicate': '媒體庫已有同名的相同檔案。',
  'publishing.media.imageTooLarge': '圖片最大為 {max} MB。',
  'publishing.media.noFile': '請選擇要上載的檔案。',
  'publishing.media.unknownFile': '此檔案不在媒體庫中。',
  'publishing.data.invalid': '此數值不適用於此類項目。',
  'publishing.category.wrongModule': '請選擇此類項目的分類。',
  'publishing.slugTaken': '同類的另一項目已使用此網址代號。',
};

export const zhHans: Translations<typeof en> = {
  'publishing.stale': '您打开此项目后，已有其他人储存了新版本。您的修改未有储存：请先与现存版本比较，然后重新打开。',
  'publishing.notSubmitted': '此语言版本并非待审核状态。',
  'publishing.noText': '此版本没有该语言的内容。',
  'publishing.fourEyes': '此内容须由另一位发布人审批：您是其撰写人或提交人。',
  'publishing.reasonRequired': '此内容由您撰写或提交。如不经第二人审核而发布，请说明理由；理由将记录于审计日志。',
  'publishing.notPublished': '此语言版本尚未发布。',
  'publishing.past': '请选择将来的时间，或实时发布。',
  'publishing.noVersion': '此项目没有该版本。',
  'publishing.noPreview': '本服务器未设定预览（PREVIEW_KEY）。',
  'publishing.noTraditional': '请先撰写繁体中文内容。',
  'publishing.media.inUse': '此文件正被以下项目使用：{items}。请先从这些项目中移除。',
  'publishing.media.sameType': '替换文件必须与原文件类型相同（{type}），以保持其网址不变。',
  'publishing.media.duplicate': '媒体库已有同名的相同文件。',
  'publishing.media.imageTooLarge': '图片最大为 {max} MB。',
  'publishing.media.noFile': '请选择要上载的文件。',
  'publishing.media.unknownFile': '此文件不在媒体库中。',
  'publishing.data.invalid': '此数值不适用于此类项目。',
  'publishing.category.wrongModule': '请选择此类项目的分类。',
  'publishing.slugTaken': '同类的另一项目已使用此网址代号。',
};

export const pt: Partial<Translations<typeof en>> = {
  'publishing.stale': 'Outra pessoa guardou este item depois de o ter aberto. As suas alterações não foram guardadas: compare-as com a versão agora guardada e volte a abri-lo.',
  'publishing.notSubmitted': 'Esta língua não está a aguardar revisão.',
  'publishing.noText': 'Esta versão não tem texto nesta língua.',
  'publishing.fourEyes': 'Outro publicador tem de aprovar este texto: foi o senhor que o escreveu ou submeteu.',
  'publishing.reasonRequired': 'Foi o senhor que escreveu ou submeteu este texto. Para o publicar sem revisão de uma segunda pessoa, indique o motivo; fica registado no registo de auditoria.',
  'publishing.notPublished': 'Esta língua não está publicada.',
  'publishing.past': 'Escolha uma hora futura, ou publique agora.',
  'publishing.noVersion': 'Este item não tem essa versão.',
  'publishing.noPreview': 'A pré-visualização não está configurada neste servidor (PREVIEW_KEY).',
  'publishing.noTraditional': 'Escreva primeiro o texto em chinês tradicional.',
  'publishing.media.inUse': 'Este ficheiro é usado por {items}. Retire-o primeiro desses itens.',
  'publishing.media.sameType': 'A substituição tem de ser do mesmo tipo do ficheiro que substitui ({type}), para que o endereço se mantenha.',
  'publishing.media.duplicate': 'A biblioteca já tem este ficheiro com este nome.',
  'publishing.media.imageTooLarge': 'Uma imagem pode ter no máximo {max} MB.',
  'publishing.media.noFile': 'Escolha um ficheiro para carregar.',
  'publishing.media.unknownFile': 'Este ficheiro não está na biblioteca de multimédia.',
  'publishing.data.invalid': 'Este valor não é válido para este tipo de item.',
  'publishing.category.wrongModule': 'Escolha uma categoria deste tipo de item.',
  'publishing.slugTaken': 'Outro item deste tipo já tem este identificador.',
};

export const publishingText = defineCatalogue({ en, zhHant, zhHans, pt });
