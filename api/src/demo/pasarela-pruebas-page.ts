/** HTML of the local test gateway: a stand-in for a bank's card page, in Spanish like the product. */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 1,234.50 € (SPEC §1 amount format). */
function importe(centimos: number): string {
  const [integer = '0', decimals = '00'] = (centimos / 100).toFixed(2).split('.');
  return `${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals} €`;
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; color: #1f2933; background: #eef1f4; }
  header { padding: 1rem; color: #fff; background: #2d3a45; font-weight: 700; }
  main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px;
         box-shadow: 0 1px 3px rgb(0 0 0 / 15%); }
  h1 { margin-top: 0; font-size: 1.4rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
  dt { color: #4a5763; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .aviso { padding: .75rem; background: #fff6d6; border-radius: 4px; }
  .acciones { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1.5rem; }
  button { min-height: 44px; padding: .5rem 1.5rem; font: inherit; font-weight: 600; border-radius: 8px;
           cursor: pointer; border: 2px solid #0b5c8e; }
  .pagar { color: #fff; background: #0b5c8e; } .cancelar { color: #0b5c8e; background: #fff; }`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Pasarela de pago de pruebas</title><style>${STYLE}</style></head>
<body><header>Pasarela de pago de pruebas</header><main>${body}</main></body></html>`;
}

export function paymentPage(p: {
  referencia: string;
  importeCentimos: number;
  concepto: string;
  parametros: string;
  firma: string;
}): string {
  return page(
    'Pago con tarjeta',
    `<h1>Pago con tarjeta</h1>
<p class="aviso">Entorno de pruebas: no se realiza ningún cargo real.</p>
<dl>
  <dt>Importe</dt><dd id="importe">${escape(importe(p.importeCentimos))}</dd>
  <dt>Referencia</dt><dd id="referencia">${escape(p.referencia)}</dd>
  <dt>Concepto</dt><dd>${escape(p.concepto)}</dd>
</dl>
<form method="post">
  <input type="hidden" name="parametros" value="${escape(p.parametros)}">
  <input type="hidden" name="firma" value="${escape(p.firma)}">
  <div class="acciones">
    <button class="pagar" type="submit" name="accion" value="pagar">Pagar</button>
    <button class="cancelar" type="submit" name="accion" value="cancelar">Cancelar</button>
  </div>
</form>`,
  );
}

export function resultPage(title: string, text: string): string {
  return page(title, `<h1>${escape(title)}</h1><p role="status">${escape(text)}</p>`);
}
