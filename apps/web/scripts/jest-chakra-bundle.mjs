// The web specs' global setup (jest.config.js): Chakra UI as one CommonJS file, which the web project maps
// `@chakra-ui/react` and `@chakra-ui/react/theme` to. As published, either entry is some 1,600 modules
// (Chakra, Ark UI, Zag), and jest loads every module again for each spec file: that was the largest part
// of a component spec's CPU. The same code in one file loads in a fraction of it. React, React DOM and
// Emotion stay outside it, shared with the app as in the bundle the browser gets. Built once per Chakra
// version (the file name carries it), into node_modules/.cache.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'rolldown';
import { dependencyPatches } from './dependency-patches.cjs';

export default async function bundleChakra(_globalConfig, projectConfig) {
  const mapped = projectConfig.moduleNameMapper.find(([pattern]) => pattern === '^@chakra-ui/react(/theme)?$')?.[1];
  const file = Array.isArray(mapped) ? mapped[0] : mapped;
  if (!file || fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const entry = `${file}.entry-${process.pid}.mjs`;
  fs.writeFileSync(entry, "export * from '@chakra-ui/react';\nexport * from '@chakra-ui/react/theme';\n");
  try {
    // Written beside and renamed: a jest run started meanwhile never reads half a file.
    const partial = `${file}.${process.pid}.tmp`;
    await build({
      input: entry,
      platform: 'browser',
      external: [/^react(-dom)?($|\/)/, /^@emotion\//],
      plugins: [dependencyPatches()],
      logLevel: 'silent',
      output: { file: partial, format: 'cjs', codeSplitting: false },
    });
    fs.writeFileSync(partial, withLazyDefaultSystem(fs.readFileSync(partial, 'utf8')));
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(entry, { force: true });
  }
}

/**
 * Chakra's `defaultSystem` (its whole default theme, built when the module loads) is made when first read:
 * the app builds its own system (src/theme/system.ts), and the browser's bundle leaves the default out
 * (tree-shaken), while each spec file loaded it again. The bundle as built if its code is not as expected.
 */
function withLazyDefaultSystem(code) {
  const made = 'const defaultSystem = createSystem(defaultConfig);\n';
  const exported = 'exports.defaultSystem = defaultSystem;\n';
  if (code.split(made).length !== 2 || code.split(exported).length !== 2) return code;
  return code
    .replace(made, '')
    .replace(
      exported,
      "let defaultSystem;\nObject.defineProperty(exports, 'defaultSystem', { enumerable: true, get: () => (defaultSystem ??= createSystem(defaultConfig)) });\n",
    );
}
