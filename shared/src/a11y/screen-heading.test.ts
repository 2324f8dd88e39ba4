import { afterEach, describe, expect, it } from 'vitest';
import { focusScreenHeadingWhenReady, followScreenTitle, screenTitle } from './screen-heading';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function screenLoading() {
  document.body.innerHTML = `
    <button id="menu-link">Recibo</button>
    <main id="contenido" tabindex="-1"><span class="ac-spinner"></span></main>`;
  document.getElementById('menu-link')?.focus();
}

function screenLoaded(heading: string) {
  const main = document.getElementById('contenido');
  if (main) main.innerHTML = `<h1>${heading}</h1><button>Pagar recibo</button>`;
}

describe('screen heading', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.title = '';
  });

  it('builds the page title from the heading', () => {
    expect(screenTitle('  Recibo\n REC-0200002 ')).toBe('Recibo REC-0200002 · Área Cliente');
    expect(screenTitle('No hemos podido cargar esta sección.')).toBe(
      'No hemos podido cargar esta sección · Área Cliente',
    );
    expect(screenTitle('')).toBe('Área Cliente');
  });

  it('waits for the screen to load, then titles the page and focuses its H1 once', async () => {
    screenLoading();
    const stopTitle = followScreenTitle();
    focusScreenHeadingWhenReady();
    await flush();
    expect(document.activeElement?.id).toBe('menu-link');

    screenLoaded('Recibo REC-0200002');
    await flush();

    const h1 = document.querySelector('h1');
    expect(document.title).toBe('Recibo REC-0200002 · Área Cliente');
    expect(document.activeElement).toBe(h1);
    expect(h1?.getAttribute('tabindex')).toBe('-1');

    // The title keeps following; focus is not taken a second time.
    document.querySelector<HTMLButtonElement>('main button')?.focus();
    if (h1) h1.textContent = 'Recibo REC-0200003';
    await flush();
    expect(document.title).toBe('Recibo REC-0200003 · Área Cliente');
    expect(document.activeElement?.textContent).toBe('Pagar recibo');
    stopTitle();
  });

  it('follows the screen through a reload: spinner, then a new heading', async () => {
    screenLoading();
    screenLoaded('No hemos podido cargar esta sección.');
    focusScreenHeadingWhenReady();
    await flush();
    expect(document.activeElement?.textContent).toBe('No hemos podido cargar esta sección.');

    const main = document.getElementById('contenido');
    if (main) main.innerHTML = '<span class="ac-spinner"></span>';
    await flush();
    screenLoaded('Hola, Lucía');
    await flush();
    expect(document.activeElement).toBe(document.querySelector('h1'));
    expect(document.activeElement?.textContent).toBe('Hola, Lucía');
  });

  it('leaves focus alone when the user acts first', async () => {
    screenLoading();
    focusScreenHeadingWhenReady();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    screenLoaded('Mis datos');
    await flush();
    expect(document.activeElement?.id).toBe('menu-link');
  });
});
