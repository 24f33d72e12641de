/**
 * The one place that converts between the Chinese scripts, with OpenCC in Hong
 * Kong/Macao usage: the seed derives Simplified text from Traditional (so the two
 * cannot drift apart), and searches fold either script to the other.
 */
import { Trie, type DictGroup, type DictLike } from 'opencc-js/core';
import { configs } from 'opencc-js/preset/cn2t';
import * as T2cn from 'opencc-js/t2cn';

type Convert = (text: string) => string;

// Built on first use: the dictionaries take some milliseconds to load, which a
// server start on an already seeded database should not pay.
let simplified: Convert | undefined;
let traditional: Convert | undefined;

export function toSimplified(text: string): string {
  simplified ??= T2cn.Converter({ from: 'hk', to: 'cn' });
  return simplified(text);
}

export function toTraditional(text: string): string {
  traditional ??= simplifiedToHongKong();
  return traditional(text);
}

/**
 * OpenCC's trie with its words in one Map instead of a Map per character: the
 * same longest-match conversion (OpenCC's own `convert` and `segment` loops call
 * `matchPrefix`), in a fraction of the memory. OpenCC's Simplified-to-Hong Kong
 * converter held about 42 MB of tries for the server's life (its phrase
 * dictionary, loaded twice: to cut phrases and to convert them), the largest
 * single part of a loaded server's heap (issue 17). The Traditional-to-Simplified
 * converter is small (2 MB) and fast on the seed's long texts, so it stays
 * OpenCC's own.
 */
class WordMapTrie extends Trie {
  readonly #words = new Map<string, string>();
  /** The longest word, in UTF-16 code units. */
  #longest = 0;

  override addWord(source: string, replacement: string): void {
    if (!source) return;
    this.#words.set(source, replacement);
    if (source.length > this.#longest) this.#longest = source.length;
  }

  override matchPrefix(text: string, offset: number): { end: number; value: string } | null {
    // Longest first. An end inside a surrogate pair finds nothing: no word ends with half a character.
    for (let end = Math.min(text.length, offset + this.#longest); end > offset; end--) {
      const value = this.#words.get(text.slice(offset, end));
      if (value !== undefined) return { end, value };
    }
    return null;
  }
}

function wordMapTrie(load: (trie: Trie) => void): WordMapTrie {
  const trie = new WordMapTrie();
  load(trie);
  return trie;
}

/**
 * OpenCC's `Converter({ from: 'cn', to: 'hk' })` (its `s2hk` configuration, as
 * its `ConverterBuilder` runs it): normalise, cut into phrases, then convert each
 * phrase through the conversion chain. Checked against OpenCC's own converter,
 * word for word, in chinese.test.ts.
 */
function simplifiedToHongKong(): Convert {
  const config = configs.s2hk as { normalizationChain?: readonly DictGroup[]; segmentation: DictLike | DictGroup; conversionChain: readonly DictGroup[] } | undefined;
  if (!config) throw new Error('opencc-js has no s2hk configuration');
  const normalize = (config.normalizationChain ?? []).map((group) => wordMapTrie((t) => t.loadDictGroup(group)));
  const segmentation = config.segmentation;
  const segmenter = wordMapTrie((t) => {
    if (Array.isArray(segmentation) && segmentation.every((d) => typeof d === 'string')) t.loadDictGroup(segmentation as DictGroup);
    else t.loadDict(segmentation as DictLike);
  });
  const chain = config.conversionChain.map((group) => wordMapTrie((t) => t.loadDictGroup(group)));
  return (text) => {
    const normal = normalize.reduce((s, trie) => trie.convert(s), text);
    return chain
      .reduce((segments, trie) => segments.map((segment) => trie.convert(segment)), segmenter.segment(normal))
      .join('');
  };
}
