// Seeded faults for `pnpm test:faults` (scripts/test-faults.mjs): each breaks one rule of the product
// and names the checks of the existing suite that should notice, cheapest first. A fault the suite
// misses is a gap in the tests, not in the harness. Data only; faults.test.ts keeps every `find`
// unique in its file, so a refactor that moves the code fails `pnpm test` instead of a silent no-op.

/**
 * @typedef {{ vitest: 'unit' | 'api', files: string[], engine?: 'pglite' | 'postgres' }} VitestCheck
 *   `vitest run --project <vitest> <files>`; the api project on PGlite unless engine is 'postgres'
 * @typedef {{ e2e: string[], grep?: string }} E2eCheck journeys (paths from the repository root)
 * @typedef {{ node: string[] }} NodeCheck `node <args>` from the repository root; non-zero exit catches
 * @typedef {VitestCheck | E2eCheck | NodeCheck} Check
 * @typedef {object} Fault
 * @property {string} id
 * @property {string} what one line: what the fault breaks
 * @property {string} file the file it changes, from the repository root
 * @property {string} [find] text that occurs exactly once in `file`
 * @property {string} [replace] what `find` becomes
 * @property {string} [rename] instead of find/replace: the path `file` is moved to
 * @property {Check[]} checks cheapest first; the harness stops at the first that fails
 */

/** @type {Fault[]} */
export const FAULTS = [
  {
    id: 'iban-control',
    what: 'Wrong IBAN check digits are accepted (any remainder but 0 passes mod 97)',
    file: 'shared/src/domain/iban.ts',
    find: 'if (mod97(iban) !== 1) return MENSAJE_IBAN.CONTROL_IBAN;',
    replace: 'if (mod97(iban) === 0) return MENSAJE_IBAN.CONTROL_IBAN;',
    checks: [
      { vitest: 'unit', files: ['shared/src/domain/iban.test.ts'] },
      { vitest: 'api', files: ['api/test/cuenta-cobro.test.ts'] },
      { e2e: ['e2e/tests/cuenta-cobro.spec.ts'] },
    ],
  },
  {
    id: 'poliza-ajena',
    what: "A policy detail is read without its owner check: another customer's policy is served",
    file: 'api/src/repositories/polizas.ts',
    find: '   WHERE p.id_cliente = $1 AND p.ramo = $2`;',
    replace: '   WHERE $1::bigint IS NOT NULL AND p.ramo = $2`;',
    checks: [{ vitest: 'api', files: ['api/test/polizas.test.ts'] }],
  },
  {
    id: 'recibo-ajeno',
    what: "A receipt is read without its owner check: another customer's receipt is served",
    file: 'api/src/repositories/recibos.ts',
    find: '   WHERE r.id_recibo = $1 AND p.id_cliente = $2`;',
    replace: '   WHERE r.id_recibo = $1 AND $2::bigint IS NOT NULL`;',
    checks: [
      { vitest: 'api', files: ['api/test/recibos.test.ts'] },
      { e2e: ['e2e/tests/recibo.spec.ts'], grep: "another client's receipt" },
    ],
  },
  {
    id: 'portfolio-trigger',
    what: 'A non-renewal request no longer forgets the stored portfolio (its insert/delete trigger is gone)',
    file: 'api/migrations/023_no_renovar.sql',
    find: "CREATE TRIGGER portfolio_olvida_ins_del AFTER INSERT OR DELETE ON poliza_solicitudes_baja\n  FOR EACH ROW EXECUTE FUNCTION portfolio_olvida('id_poliza');\n",
    replace: '',
    checks: [
      { vitest: 'api', files: ['api/test/portfolio-guardado.test.ts'] },
      { vitest: 'api', files: ['api/test/solicitudes-baja.test.ts'] },
      { e2e: ['e2e/tests/no-renovar.spec.ts'] },
    ],
  },
  {
    id: 'canary-invertido',
    what: 'The canary verdict is inverted: a healthy canary is rolled back, a worse one kept',
    file: 'scripts/lib/canary-analysis.mjs',
    find: "if (worse.length > 0) return result('rollback', worse);",
    replace: "if (worse.length === 0) return result('rollback', worse);",
    checks: [
      { vitest: 'unit', files: ['scripts/canary-analysis.test.ts'] },
      { vitest: 'unit', files: ['scripts/canary-watch.test.ts'] },
    ],
  },
  {
    id: 'consentimiento-sin-redirigir',
    what: 'A customer whose consent is pending is not taken to /gdprTacito (no answer read as refused)',
    file: 'shell/src/layout/require-consent.tsx',
    find: 'consentimientoPendiente(portfolio.cliente))',
    replace: 'consentimientoPendiente({ gdprEmpresas: portfolio.cliente.gdprEmpresas ?? false }))',
    checks: [
      { vitest: 'unit', files: ['shell/src/app/app-router.test.tsx'] },
      { e2e: ['e2e/tests/session.spec.ts'], grep: 'consent is pending' },
      { e2e: ['e2e/tests/no-blank-page.spec.ts'] },
    ],
  },
  {
    id: 'pagar-recibo-390',
    what: "'Pagar recibo' is hidden on a phone (display: none under 480 px on the receipt screen)",
    file: 'remote-receipts/src/receipts.css',
    find: '.rr-cambios li + li {\n  margin-top: var(--ac-space-1);\n}\n',
    replace:
      '.rr-cambios li + li {\n  margin-top: var(--ac-space-1);\n}\n\n@media (max-width: 480px) {\n  .ac-card:has(.rr-summary) .ac-card__actions .ac-button--primary {\n    display: none;\n  }\n}\n',
    checks: [
      { e2e: ['e2e/tests/recibo.spec.ts'] },
      { e2e: ['e2e/tests/a11y-keyboard.spec.ts'], grep: 'pay a receipt by keyboard' },
      { e2e: ['e2e/tests/poliza-screens.spec.ts', 'e2e/tests/kernel-contract.spec.ts'] },
    ],
  },
  {
    id: 'pagar-inicio-390',
    what: "The home summary's 'Pagar' is hidden on a phone (display: none under 480 px)",
    file: 'remote-offers/src/offers.css',
    find: '.offers-summary__action {\n  flex: none;\n}\n',
    replace:
      '.offers-summary__action {\n  flex: none;\n}\n\n@media (max-width: 480px) {\n  .offers-summary__action.ac-button--primary {\n    display: none;\n  }\n}\n',
    checks: [{ e2e: ['e2e/tests/inicio-summary.spec.ts'], grep: 'on a phone' }],
  },
  {
    id: 'aviso-reencolado',
    what: 'An event seen again re-queues its notification even when sent: the customer gets it twice',
    file: 'api/migrations/026_notificaciones.sql',
    find: '  ON CONFLICT (clave, canal) DO NOTHING;',
    replace:
      "  ON CONFLICT (clave, canal) DO UPDATE SET estado = 'PENDIENTE', intentos = 0,\n    proximo_at = EXCLUDED.proximo_at, terminada_at = NULL;",
    checks: [
      { vitest: 'api', files: ['api/test/avisos.test.ts'] },
      { vitest: 'api', files: ['api/test/avisos-instancias.test.ts', 'api/test/avisos-bandeja.test.ts'] },
      { vitest: 'api', files: ['api/test/avisos-instancias.test.ts'], engine: 'postgres' },
      { e2e: ['e2e/tests/notificaciones.spec.ts'] },
    ],
  },
  {
    id: 'renovacion-cada-dia',
    what: 'The renewal notice is keyed by day, not by renewal: the daily job enqueues it again every day',
    file: 'api/src/repositories/avisos.ts',
    find: "'RENOVACION:' || p.id_poliza || ':' || p.fecha_vto, p.id_cliente",
    replace: "'RENOVACION:' || p.id_poliza || ':' || p.fecha_vto || ':' || $1::date, p.id_cliente",
    checks: [{ vitest: 'api', files: ['api/test/avisos.test.ts'] }],
  },
  {
    id: 'token-descarga-reutilizable',
    what: 'A download token can be spent again (the single-use condition is gone)',
    file: 'api/src/repositories/download-tokens.ts',
    find: '        AND t.expires_at > $4 AND t.used_at IS NULL\n',
    replace: '        AND t.expires_at > $4\n',
    checks: [
      { vitest: 'api', files: ['api/test/descargas.test.ts'] },
      { e2e: ['e2e/tests/recibo.spec.ts'], grep: 'one-document token' },
    ],
  },
  {
    id: 'kernel-export-quitado',
    // The run-time kernel's own surface: UI, contract and rules are bundled by each build since 3.0.0.
    what: 'A run-time kernel export (SECTION_UNAVAILABLE) is removed without a major version bump',
    file: 'shared/src/remote/section-unavailable.tsx',
    find: 'export const SECTION_UNAVAILABLE = ',
    replace: 'const SECTION_UNAVAILABLE = ',
    checks: [{ vitest: 'unit', files: ['scripts/kernel-report.test.ts'] }],
  },
  {
    id: 'ruta-sin-routes-json',
    what: "remote-offers' /beneficios route is missing from its routes.json",
    file: 'remote-offers/routes.json',
    find: '    },\n    {\n      "path": "beneficios",\n      "screen": "beneficios",\n      "layout": "main"\n    }\n',
    replace: '    }\n',
    checks: [
      { vitest: 'unit', files: ['scripts/routes.test.ts'] },
      { e2e: ['e2e/tests/inicio-cards.spec.ts'] },
    ],
  },
  {
    id: 'surrogate-aceptado',
    what: 'A lone UTF-16 surrogate inside a text is accepted (a complaint, a claim, a password)',
    file: 'shared/src/domain/texto-libre.ts',
    find: 'const SURROGATE_SOLO = /[\\uD800-\\uDFFF]/u;',
    replace: 'const SURROGATE_SOLO = /^[\\uD800-\\uDFFF]$/u;',
    checks: [
      { vitest: 'unit', files: ['shared/src/domain/texto-libre.test.ts'] },
      { vitest: 'api', files: ['api/test/reclamaciones.test.ts'] },
      { vitest: 'api', files: ['api/test/declaracion.test.ts', 'api/test/auth.test.ts'] },
    ],
  },
  {
    id: 'sesion-inactividad-doble',
    what: 'The session idle limit is doubled (30 minutes instead of 15)',
    file: 'api/src/config.ts',
    find: 'SESSION_IDLE_MINUTES: int(15),',
    replace: 'SESSION_IDLE_MINUTES: int(30),',
    checks: [
      { vitest: 'api', files: ['api/test/config.test.ts'] },
      { vitest: 'api', files: ['api/test/sesion.test.ts', 'api/test/auth.test.ts'] },
      { e2e: ['e2e/tests/session.spec.ts'] },
    ],
  },
  {
    id: 'rum-sin-limite',
    what: "The RUM endpoint's 16 KB body cap is gone (Fastify's 1 MB default applies)",
    file: 'api/src/routes/telemetria.ts',
    find: '      bodyLimit: RUM_MAX_BODY_BYTES,\n',
    replace: '',
    checks: [{ vitest: 'api', files: ['api/test/rum.test.ts'] }, { e2e: ['e2e/tests/rum.spec.ts'] }],
  },
  {
    id: 'migracion-desordenada',
    what: 'A migration numbered before the one it alters (032 as 029, before 030 creates its table)',
    file: 'api/migrations/032_asistencia_cancelada.sql',
    rename: 'api/migrations/029_asistencia_cancelada.sql',
    checks: [
      { vitest: 'api', files: ['api/test/migrate.test.ts'] },
      { vitest: 'api', files: ['api/test/asistencia-cancelar.test.ts'] },
    ],
  },
  {
    id: 'campana-hora-utc',
    what: "A campaign card's schedule is read on UTC's clock instead of Madrid's",
    file: 'shared/src/domain/vigencia.ts',
    find: '  const clock = madridWallClock(now);\n',
    replace: '  const clock = now.toISOString().slice(0, 16);\n',
    checks: [
      {
        vitest: 'unit',
        files: ['shared/src/domain/vigencia.test.ts', 'shared/src/contract/campana.test.ts'],
      },
      { vitest: 'api', files: ['api/test/campaign-serving.test.ts'] },
      { e2e: ['e2e/tests/campaign-publish.spec.ts'], grep: 'Madrid time' },
    ],
  },
  {
    id: 'pin-registro-intentos',
    what: 'The PIN room allows 10 wrong PINs instead of 5 (registration among its flows)',
    file: 'api/src/services/pin.ts',
    find: '  intentos: 5,\n  /** The wait before another PIN of the same scope. */',
    replace: '  intentos: 10,\n  /** The wait before another PIN of the same scope. */',
    checks: [
      { vitest: 'api', files: ['api/test/registro.test.ts'] },
      { e2e: ['e2e/tests/registro.spec.ts'] },
    ],
  },
];
