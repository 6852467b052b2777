// Every jest project's runtime (jest.config.js): jest's own, except that a module's code is compiled as a
// vm.Script instead of with vm.compileFunction. Each spec file gets a fresh module registry, so every file
// compiles React DOM, the Chakra bundle, Emotion, zod, Nest, our libraries… again: compileFunction bypasses
// V8's compilation cache, a Script of the same source does not. A worker's later files then reuse the
// code (also the functions compiled lazily while an earlier file ran) instead of parsing it again. The
// modules still run in each file's own context, with their own state, as before.
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

const patched = new WeakSet();

/** jest-runtime's ModuleExecutor#compile, through a Script (same parameters, same function, same context). */
function compileAsScript(scriptSource, filename) {
  const vmContext = this.environment.getVmContext();
  if (vmContext == null) return null;
  const prefix = `(function (${this.injectedModuleParameters.join(', ')}) {`;
  const script = new vm.Script(`${prefix}${scriptSource}\n})`, {
    filename,
    // The module's first line keeps its columns (stack traces, source maps).
    columnOffset: -prefix.length,
    importModuleDynamically: (specifier, _script, importAttributes, phase) => this.dynamicImport(specifier, filename, vmContext, importAttributes, phase),
  });
  return script.runInContext(vmContext);
}

class ScriptCachingRuntime extends Runtime {
  constructor(...args) {
    super(...args);
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
