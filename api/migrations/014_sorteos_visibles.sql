-- The portfolio now says which draws' cards each client sees (sorteosVisibles,
-- sorteosFinalizadosVisibles), so every answer stored before lacks them: forget them all.
SELECT portfolio_generacion_sube(0);
