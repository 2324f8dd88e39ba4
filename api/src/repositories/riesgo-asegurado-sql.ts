// The label of a policy's insured risk (plate and model, short address, mobility vehicle, business,
// pet...) is built the same way in the portfolio, the policy reads and the receipts: one definition.

/** Joins of the per-line tables the label reads; the policy must be aliased `p`. */
export const RIESGO_ASEGURADO_JOINS = `
    LEFT JOIN poliza_vehiculo v USING (id_poliza)
    LEFT JOIN poliza_hogar h USING (id_poliza)
    LEFT JOIN poliza_movilidad m USING (id_poliza)
    LEFT JOIN poliza_negocio n USING (id_poliza)
    LEFT JOIN poliza_mascota a USING (id_poliza)`;

/** `riesgoAseguradoStr`, over the aliases of RIESGO_ASEGURADO_JOINS. */
export const RIESGO_ASEGURADO_SQL = `coalesce(
           v.marca || ' ' || v.modelo || ' - ' || v.matricula,
           h.direccion_corta,
           m.subtipo_veh_desc, m.tipo_veh_desc,
           n.nombre_neg,
           a.nombre || ' (' || coalesce(a.raza, initcap(a.especie)) || ')',
           p.producto) AS "riesgoAseguradoStr"`;
