import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { brandHtml, fillShellPage, preloadLink, shellPage, tagHtml } from './shell-page.js';

// The build's head tags as html-webpack-plugin hands them to the template (tools/webpack/index.js).
const BUILD_TAGS = [
  {
    tagName: 'link',
    voidTag: true,
    attributes: {
      rel: 'preload',
      as: 'script',
      href: '/area-cliente/main.cef0b5d4fc.js',
      fetchpriority: 'low',
    },
  },
  {
    tagName: 'link',
    voidTag: true,
    attributes: { href: '/area-cliente/main.98994ea0fa.css', rel: 'stylesheet' },
  },
  ...['424.217e0dfd63.js', '644.b106d772ce.js'].map((file) => ({
    tagName: 'link',
    voidTag: true,
    attributes: { rel: 'preload', as: 'script', href: `/area-cliente/${file}`, fetchpriority: 'low' },
  })),
  {
    tagName: 'script',
    voidTag: false,
    attributes: {
      defer: true,
      src: '/area-cliente/start-after-paint.54c77bafaf.js',
      'data-src': '/area-cliente/main.cef0b5d4fc.js',
    },
  },
];
const BUILT_HEAD =
  '<link rel=preload as=script href=/area-cliente/main.cef0b5d4fc.js fetchpriority=low>' +
  '<link href=/area-cliente/main.98994ea0fa.css rel=stylesheet>' +
  '<link rel=preload as=script href=/area-cliente/424.217e0dfd63.js fetchpriority=low>' +
  '<link rel=preload as=script href=/area-cliente/644.b106d772ce.js fetchpriority=low>' +
  '<script defer src=/area-cliente/start-after-paint.54c77bafaf.js data-src=/area-cliente/main.cef0b5d4fc.js></script>';

describe("the shell's page", () => {
  it("writes the build's head tags minified, as html-minifier-terser wrote them before", () => {
    expect(BUILD_TAGS.map(tagHtml).join('')).toBe(BUILT_HEAD);
    expect(
      tagHtml({ tagName: 'meta', voidTag: true, attributes: { content: 'a "b"', off: false, x: 'a=b' } }),
    ).toBe('<meta content="a &quot;b&quot;" x="a=b">');
  });

  it('is the page the minified build served, byte for byte, with its slots empty', () => {
    const page = shellPage({ head: BUILT_HEAD });
    expect(page).toMatch(/^<!doctype html><html lang=es><head><meta charset=utf-8>/);
    expect(page).toContain(`apple-touch-icon.png>${BUILT_HEAD}</head><body><div id=root>`);
    expect(page).toContain('<div class="ac-layout shell-skeleton" data-layout=main aria-busy=true>');
    expect(page).toContain('<span class="shell-logo shell-skeleton__brand"></span></header>');
    expect(page).toContain('<h1 class="ac-card__title shell-skeleton__heading"></h1>');
    // shell/dist/index.html as html-minifier-terser wrote it before this module, for these files.
    expect(createHash('sha256').update(page).digest('hex')).toBe(
      '130bc43f06b17af82e34406ccbd850ed51025b5ef883b724250ee0926543d68d',
    );
  });

  it('fills the named slots of the built page with what the server knows of the route', () => {
    const built = shellPage({ head: BUILT_HEAD });
    const hint = preloadLink('/area-cliente/remotes.json', 'fetch');
    const page = fillShellPage(built, {
      head: `<style>:root{}</style>${hint}`,
      layout: 'access',
      heading: 'Accede a <tu> área & "más"',
      brand: brandHtml({ logo: '/marca/logo.svg?a="x"', nombre: 'Mutua <Horizonte>' }),
    });
    expect(page).toBe(
      shellPage({
        head: `${BUILT_HEAD}<style>:root{}</style>${hint}`,
        layout: 'access',
        heading: 'Accede a <tu> área & "más"',
        brand: brandHtml({ logo: '/marca/logo.svg?a="x"', nombre: 'Mutua <Horizonte>' }),
      }),
    );
    expect(page).toContain(
      `<script defer src=/area-cliente/start-after-paint.54c77bafaf.js data-src=/area-cliente/main.cef0b5d4fc.js></script><style>:root{}</style>${hint}</head>`,
    );
    expect(hint).toBe(
      '<link rel="preload" href="/area-cliente/remotes.json" as="fetch" crossorigin fetchpriority="low">',
    );
    expect(page).toContain('data-layout=access aria-busy=true>');
    // Values from data are escaped: the route's heading, and the brand's name and logo from config.json.
    expect(page).toContain(
      '<h1 class="ac-card__title shell-skeleton__heading">Accede a &lt;tu&gt; área &amp; &quot;más&quot;</h1>',
    );
    expect(page).toContain(
      '<span class="shell-logo shell-skeleton__brand"><img class="shell-logo__mark" src="/marca/logo.svg?a=&quot;x&quot;" alt="" width="32" height="32"><span class="shell-logo__text">Mutua &lt;Horizonte&gt;</span></span>',
    );
  });

  it('takes a value with `$` as text, and leaves out slots the page does not have', () => {
    expect(fillShellPage(shellPage(), { heading: "$& $1 $'" })).toContain('heading">$&amp; $1 $\'</h1>');
    const bare = '<html><head></head><body></body></html>';
    expect(fillShellPage(bare, { layout: 'access', heading: 'Hola', brand: 'x' })).toBe(bare);
    expect(fillShellPage(shellPage(), {})).toBe(shellPage());
  });
});
