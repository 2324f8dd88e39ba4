// Whether a record belongs to a broker's client, and the broker's line: policy, claim, receipt and
// renewal reads all answer it the same way (one definition).

/** `mediacion` over the client aliased `c`: null for a direct client. */
export const MEDIACION_SQL = `CASE WHEN c.pureza_puro_mmt THEN NULL
         ELSE jsonb_build_object('telefono', c.telefono_owner_propio_cliente) END AS mediacion`;
