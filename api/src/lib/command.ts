/** Runs an operator command: prints its outcome, or its error's message (no stack) and exits 1. */
export async function runCommand(fn: () => Promise<string>): Promise<void> {
  try {
    console.log(await fn());
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  }
}
