// Images are bundled by webpack's asset modules (and by Vite in unit tests) as URLs.
declare module '*.svg' {
  const url: string;
  export default url;
}
