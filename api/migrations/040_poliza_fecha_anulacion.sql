-- A cancelled policy's screen says since when it is no longer in force ('Esta póliza está anulada y ya no
-- está en vigor desde el 12-11-2026…'): the day it stopped, as the insurer's records give it. Null when
-- the policy is not cancelled or the day is not known (the notice then gives no day).
ALTER TABLE polizas ADD COLUMN fec_anulacion date;
