// Changes to published libraries, made as the app is bundled (vite.config.ts) and as the web specs' Chakra
// bundle is built (jest-chakra-bundle.mjs): the browser and jsdom run the same code. Each one replaces text
// the library's release has exactly once; a release that no longer has it fails the build, naming the patch,
// so an upgrade is checked by hand rather than losing the change unseen (dependency-patches.spec.ts checks the
// installed releases in the unit tier).
'use strict';

/** @type {{ module: RegExp, why: string, replace: [string, string][] }[]} */
const PATCHES = [
  {
    // Zag's toast (Chakra's toaster) timed a toast's stay with a requestAnimationFrame loop, so the page drew
    // a frame 60 times a second for as long as a toast was shown. A timeout does the same: a toast still
    // waits while the page is hidden, as the toast group pauses every toast then (`pauseOnPageIdle`).
    module: /[\\/]@zag-js[\\/]utils[\\/]dist[\\/]timers\.mjs$/,
    why: 'a toast timed by a timeout, not a frame loop',
    replace: [
      [
        `function setRafTimeout(fn, delayMs) {
  const timer = new Timer(({ deltaMs }) => {
    if (deltaMs >= delayMs) {
      fn();
      return false;
    }
  });
  timer.start();
  return () => timer.stop();
}`,
        `function setRafTimeout(fn, delayMs) {
  const id = setTimeout(fn, delayMs);
  return () => clearTimeout(id);
}`,
      ],
    ],
  },
  {
    // Chakra's styled factory built each component's recipe function again at every render (a plain Box
    // too), which also threw away the recipe's cache of resolved styles, and serialised and hashed the
    // resolved style object at every render. The recipe is now built once per design system, and the
    // serialised styles are kept per resolved style object (Chakra's css cache hands back the same object
    // for the same styles); a className with Emotion classes in it still takes the full path.
    module: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]factory\.js$/,
    why: 'a styled component resolves its recipe once and serialises a style object once',
    replace: [
      [
        `  let styles = [];
  const Styled = withEmotionCache((inProps, cache2, ref) => {
    const { cva, isValidProperty } = useChakraContext();
    const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);
    const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;
    const cvaRecipe = mergeCva(baseCva, cvaFn);`,
        `  let styles = [];
  const recipes = /* @__PURE__ */ new WeakMap();
  const recipeFor = (cva) => {
    let recipe = recipes.get(cva);
    if (!recipe) {
      const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);
      const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;
      recipe = mergeCva(baseCva, cvaFn);
      recipes.set(cva, recipe);
    }
    return recipe;
  };
  const Styled = withEmotionCache((inProps, cache2, ref) => {
    const { cva, isValidProperty } = useChakraContext();
    const cvaRecipe = recipeFor(cva);`,
      ],
      [
        `    const serialized = serializeStyles(
      styles.concat(classInterpolations),
      cache2.registered,
      mergedProps
    );`,
        `    const serialized = classInterpolations.length === 1 && styles.length === 0 ? serializedStyleObject(styleProps, cache2.registered, mergedProps) : serializeStyles(
      styles.concat(classInterpolations),
      cache2.registered,
      mergedProps
    );`,
      ],
      [
        `const styledFn = createStyled.bind();`,
        `const serializedByCache = /* @__PURE__ */ new WeakMap();
function serializedStyleObject(styleObject, registered, props) {
  let serializedByObject = serializedByCache.get(registered);
  if (!serializedByObject) serializedByCache.set(registered, serializedByObject = /* @__PURE__ */ new WeakMap());
  let serialized = serializedByObject.get(styleObject);
  if (!serialized) {
    serialized = serializeStyles([styleObject], registered, props);
    serializedByObject.set(styleObject, serialized);
  }
  return serialized;
}
const styledFn = createStyled.bind();`,
      ],
    ],
  },
];

/** The code of module `id` with the patches for it applied (unchanged when none is for it). */
function patchDependency(id, code) {
  let patched = code;
  for (const patch of PATCHES) {
    if (!patch.module.test(id)) continue;
    for (const [from, to] of patch.replace) {
      if (patched.split(from).length !== 2) throw new Error(`dependency patch "${patch.why}" no longer fits ${id}: check the new release by hand`);
      patched = patched.replace(from, () => to);
    }
  }
  return patched;
}

/** The patches as a Vite / Rolldown plugin. */
function dependencyPatches() {
  return {
    name: 'flow-dependency-patches',
    transform: {
      filter: { id: PATCHES.map((patch) => patch.module) },
      handler(code, id) {
        const patched = patchDependency(id, code);
        return patched === code ? null : { code: patched, map: null };
      },
    },
  };
}

module.exports = { PATCHES, patchDependency, dependencyPatches };
