import { describe, expect, it } from 'vitest';
import { installedAstroSource, runAstroCode } from './astro-patch.testing.ts';
import { deferScriptSource } from './after-paint-scripts.ts';

interface FakeResult {
  inlinedScripts: Map<string, string>;
  resolve: (id: string) => Promise<string>;
  base: string;
  userAssetsBase?: string;
}

/** The rewritten renderScript of the installed Astro, with its render instruction reduced to the content. */
async function rewrittenRenderScript() {
  const rewritten = deferScriptSource(await installedAstroSource('dist/runtime/server/render/script.js'));
  if (!rewritten) throw new Error('renderScript not found in astro/dist/runtime/server/render/script.js');
  return runAstroCode<(result: FakeResult, id: string) => Promise<string>>(rewritten, {
    from: 'async function renderScript',
    to: 'export {',
    returns: 'renderScript',
    deps: { createRenderInstruction: (instruction: { content: string }) => instruction.content },
  });
}

const result = (over: Partial<FakeResult> = {}): FakeResult => ({
  inlinedScripts: new Map(),
  resolve: async (id) => `/_astro/${id}.Ab12.js`,
  base: '/',
  ...over,
});

describe("a component's bundled script is rendered inert, for the loader to start after the first paint", () => {
  it('finds the line in the installed Astro (an upgrade that moves it fails here and in the build)', async () => {
    expect(deferScriptSource(await installedAstroSource('dist/runtime/server/render/script.js'))).toContain('<template data-module=');
    expect(deferScriptSource('export const unrelated = 1;')).toBeUndefined();
  });

  it('renders a template naming the script, with the assets base when there is one', async () => {
    const renderScript = await rewrittenRenderScript();
    expect(await renderScript(result(), 'shell')).toBe('<template data-module="/_astro/shell.Ab12.js"></template>');
    expect(await renderScript(result({ base: '/site', userAssetsBase: '/cdn' }), 'shell')).toBe('<template data-module="/site/cdn/_astro/shell.Ab12.js"></template>');
  });

  it('leaves a script Astro inlines as it was (it costs no request)', async () => {
    const renderScript = await rewrittenRenderScript();
    expect(await renderScript(result({ inlinedScripts: new Map([['tiny', 'console.log(1)']]) }), 'tiny')).toBe('<script type="module">console.log(1)</script>');
  });
});
