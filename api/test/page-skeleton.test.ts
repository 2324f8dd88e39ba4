import { describe, expect, it } from 'vitest';
import { pageFor } from '../src/plugins/page-skeleton';

const MARCA = {
  nombre: 'Mutua <Horizonte>',
  razonSocial: 'Mutua Horizonte Seguros',
  logo: '/area-cliente/marca/logo.svg',
  colorPrimario: '#0b5c8e',
  colorPrimarioOscuro: '#084466',
  colorAcento: '#1b6e46',
};
// The slots of the shell's page, as tools/page/shell-page.js writes them.
const PAGE =
  '<html><head></head><body><header><span class="shell-logo shell-skeleton__brand"></span></header></body></html>';

const withMarca = (html: string, marca: typeof MARCA | undefined) => pageFor(html, { marca, links: [] });

describe("the page's brand", () => {
  it("fills the header's brand slot with the logo and the escaped name, and the colours before the first paint", () => {
    const html = withMarca(PAGE, MARCA);
    expect(html).toContain(
      '<span class="shell-logo shell-skeleton__brand"><img class="shell-logo__mark" src="/area-cliente/marca/logo.svg" alt="" width="32" height="32"><span class="shell-logo__text">Mutua &lt;Horizonte&gt;</span></span>',
    );
    expect(html).toContain('<style>:root{--ac-color-primary:#0b5c8e;');
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves the page as it is without a brand', () => {
    expect(withMarca(PAGE, undefined)).toBe(PAGE);
  });
});
