// The subset of fs-native-extensions (no bundled types) the data folder lock uses.
declare module 'fs-native-extensions' {
  /** Exclusive lock on the whole file unless `shared`; false when another holder has it. */
  export function tryLock(fd: number, opts?: { shared?: boolean }): boolean;
}
