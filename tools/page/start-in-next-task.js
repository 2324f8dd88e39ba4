const NAME = 'StartInNextTaskPlugin';

/**
 * Runs the shell's entry (for a federated build, the federation runtime's start-up first) in a task
 * after main.js's own: evaluating the file is already a task of about 11 ms on a fast machine, and the
 * runtime's start-up (share configs, hooks; 3-4 ms) on top of it made that task a long one on a phone,
 * four times slower. Nothing is lost by waiting: the skeleton is painted and nothing runs in between.
 */
export class StartInNextTaskPlugin {
  /** @param {string} chunkName the entry chunk */
  constructor(chunkName) {
    this.chunkName = chunkName;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { JavascriptModulesPlugin } = compiler.webpack.javascript;
    const { ConcatSource } = compiler.webpack.sources;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      // One startup function for the whole start (a federated build's `__webpack_require__.x` then
      // wraps it with the runtime's start-up), called from the startup code wrapped below; without it
      // the federation plugin calls its start-up on its own, ahead of the entry, in the file's task.
      compilation.hooks.additionalChunkRuntimeRequirements.tap(NAME, (chunk, requirements) => {
        if (chunk.name === this.chunkName) requirements.add(compiler.webpack.RuntimeGlobals.startup);
      });
      JavascriptModulesPlugin.getCompilationHooks(compilation).renderStartup.tap(
        NAME,
        (source, _module, { chunk }) =>
          chunk.name === this.chunkName
            ? new ConcatSource('setTimeout(function () {\n', source, '});\n')
            : source,
      );
    });
  }
}
