// Every jest project's runtime (jest.config.js): jest's own, except that a module's code is compiled as a
// vm.Script instead of with vm.compileFunction. Each spec file gets a fresh module registry, so every file
// compiles React DOM, the Chakra bundle, Emotion, zod, Nest, our libraries… again: compileFunction bypasses
// V8's compilation cache, a Script of the same source does not. A worker's later files then reuse the
// code (also the functions compiled lazily while an earlier file ran) instead of parsing it again. The
// modules still run in each file's own context, with their own state, as before.
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

const patched = new WeakSet();

/**
 * The worker's Script of each library file, run in each spec file's own context: a Script does not belong to
 * a context, and making it again cost V8 a look-up of the whole source in its compilation cache per module
 * per file. Its dynamic imports go to the module executor of the file running now (a worker runs one file at a time).
 */
const libraryScripts = new Map();
let activeExecutor = null;

/** jest-runtime's ModuleExecutor#compile, through a Script (same parameters, same function, same context). */
function compileAsScript(scriptSource, filename) {
  const vmContext = this.environment.getVmContext();
  if (vmContext == null) return null;
  const prefix = `(function (${this.injectedModuleParameters.join(', ')}) {`;
  const library = isLibrary(filename);
  const shared = library ? libraryScripts.get(filename) : undefined;
  if (shared && shared.source === scriptSource && shared.prefix === prefix) return shared.script.runInContext(vmContext);
  const script = new vm.Script(`${prefix}${scriptSource}\n})`, {
    filename,
    // The module's first line keeps its columns (stack traces, source maps).
    columnOffset: -prefix.length,
    importModuleDynamically: library
      ? (specifier, _script, importAttributes, phase) =>
          activeExecutor.dynamicImport(specifier, filename, activeExecutor.environment.getVmContext(), importAttributes, phase)
      : (specifier, _script, importAttributes, phase) => this.dynamicImport(specifier, filename, vmContext, importAttributes, phase),
  });
  if (library) libraryScripts.set(filename, { source: scriptSource, prefix, script });
  return script.runInContext(vmContext);
}

/**
 * The worker's copy of each library file it has read, shared by its spec files: jest reads every module a file
 * requires from disk again for each file (its file cache lives as long as one file's registry), and a
 * worker's web specs spent about a tenth of their CPU reading, decoding and collecting the same megabytes of
 * React DOM, Chakra and jsdom. node_modules does not change during a run; our own sources are left to jest.
 */
const libraryStrings = new Map();
const libraryBuffers = new Map();
const isLibrary = (filename) => filename.includes('/node_modules/');

function shareLibraryFiles(fileCache) {
  const readFile = fileCache.readFile.bind(fileCache);
  const readFileBuffer = fileCache.readFileBuffer.bind(fileCache);
  fileCache.readFile = (filename) => {
    if (!isLibrary(filename)) return readFile(filename);
    let source = libraryStrings.get(filename);
    if (source === undefined) libraryStrings.set(filename, (source = readFile(filename)));
    return source;
  };
  fileCache.readFileBuffer = (filename) => {
    if (!isLibrary(filename)) return readFileBuffer(filename);
    let source = libraryBuffers.get(filename);
    if (source === undefined) libraryBuffers.set(filename, (source = readFileBuffer(filename)));
    return source;
  };
}

class ScriptCachingRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    if (this.fileCache) shareLibraryFiles(this.fileCache);
    activeExecutor = this.executor;
    const executor = Object.getPrototypeOf(this.executor);
    if (patched.has(executor)) return;
    const compileFunction = executor.compile;
    executor.compile = function compile(scriptSource, filename) {
      // Node's core modules and anything unusual keep jest's path (and its error messages).
      if (this.resolution.isCoreModule(filename)) return compileFunction.call(this, scriptSource, filename);
      try {
        return compileAsScript.call(this, scriptSource, filename);
      } catch {
        return compileFunction.call(this, scriptSource, filename);
      }
    };
    patched.add(executor);
  }
}

module.exports = ScriptCachingRuntime;
module.exports.default = ScriptCachingRuntime;
