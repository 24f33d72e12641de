/**
 * The texts of a saved version (content_versions.data) in four languages: the
 * hand-written ones (traditional Chinese, English and, where written, Portuguese)
 * with simplified Chinese derived from traditional Chinese, as everywhere in the seed.
 */
import { toSimplified } from '#src/server/text/chinese.ts';

type Texts = Readonly<Record<string, string>>;

export function versionTexts(data: { 'zh-hant': Texts; en: Texts; pt?: Texts | undefined }): Record<string, Record<string, string>> {
  const hans = Object.fromEntries(Object.entries(data['zh-hant']).map(([field, value]) => [field, toSimplified(value)]));
  const out: Record<string, Record<string, string>> = { 'zh-hant': { ...data['zh-hant'] }, 'zh-hans': hans, en: { ...data.en } };
  if (data.pt) out.pt = { ...data.pt };
  return out;
}
