-- The assistance driver's phone and where the assistance vehicle is, as the provider last reported
-- them: the tracking page shows them while the request is open. Both are a third person's data needed
-- only to meet the customer, so a finished (or cancelled) request keeps neither.
ALTER TABLE asistencias_carretera
  ADD COLUMN servicio_telefono text CHECK (servicio_telefono ~ '^[679][0-9]{8}$'),
  ADD COLUMN servicio_latitud double precision CHECK (servicio_latitud BETWEEN -90 AND 90),
  ADD COLUMN servicio_longitud double precision CHECK (servicio_longitud BETWEEN -180 AND 180),
  ADD COLUMN servicio_posicion_at timestamptz,
  ADD CONSTRAINT asistencias_carretera_servicio_posicion_check CHECK (
    (servicio_latitud IS NULL) = (servicio_longitud IS NULL)
    AND (servicio_latitud IS NULL) = (servicio_posicion_at IS NULL)
  ),
  ADD CONSTRAINT asistencias_carretera_servicio_fin_check CHECK (
    estado <> 'FINALIZADA' OR (servicio_telefono IS NULL AND servicio_latitud IS NULL)
  );
